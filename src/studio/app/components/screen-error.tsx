import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * A screen's refusal inside the shell (no such item: 404; not allowed: 403), so the menu stays
 * and the member of staff can go on; anything else is the studio's fault, said as such.
 */
export function ScreenError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text =
    isRouteErrorResponse(error) && typeof error.data === 'string'
      ? error.data
      : 'Something went wrong on our side; nothing was changed. Please try again.';
  return (
    <main id="main" className="studio-main">
      <h1>{errorHeading(status)}</h1>
      <p>{text}</p>
      <p>
        <a href="/">Back to the dashboard</a>
      </p>
    </main>
  );
}

/** What a refusal's page is headed, by its status; a form refused whole says why (decision 071). */
export function errorHeading(status: number): string {
  const headings: Record<number, string> = {
    400: 'The form could not be read',
    403: 'Not allowed',
    404: 'Not found',
    413: 'The form is too large',
  };
  return headings[status] ?? 'Something went wrong';
}
