/**
 * On every page of a site serving demo content (college.yaml `demo: true`): nobody should take
 * the fictional college for a real one. A landmark of its own, so it is found and not missed.
 */
export function DemoNotice() {
  return (
    <aside className="demo-notice" aria-label="Demo site">
      <p>
        <strong>Demo site:</strong> this is demo content of a fictional college. Its name, people,
        addresses and documents are invented.
      </p>
    </aside>
  );
}
