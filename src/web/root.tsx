import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { DemoNotice } from './components/demo-notice.tsx';
import './styles/base.css';
import './styles/layout.css';
import './styles/content.css';

/** Whether the content is the demo's (college.yaml `demo`), for the notice on every page. */
export async function loader({ context }: Route.LoaderArgs) {
  // Without the college's file each layout says what failed; the notice is not the place.
  const college = await context.site.college().catch(() => null);
  return { demo: college?.demo ?? false };
}

/** The content folder does not change under a visitor's navigation: read it once per visit. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {root?.demo ? <DemoNotice /> : null}
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="container">
      <h1>{notFound ? 'Page not found' : 'This page could not be shown'}</h1>
      <p>
        {notFound
          ? 'The address may be mistyped, or the page has moved.'
          : 'Something went wrong while loading this page. Please try again in a moment.'}
      </p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
