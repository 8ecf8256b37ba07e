/**
 * Said in place of a part of a page whose data could not be loaded, so the rest of the page still
 * serves (the old client stayed on 'Loading').
 */
export function Unavailable({ what }: { what: string }) {
  return (
    <p className="panel-message">
      {what} could not be loaded just now. Please reload the page in a moment.
    </p>
  );
}
