import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from 'react-router';
import { RouteAnnouncer } from './components/route-announcer.tsx';
import type { Route } from './+types/root';
import './styles/base.css';
import './styles/layout.css';
import './styles/content.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/* The visitor's display preferences (text size, contrast), after the site's own styles
            so that they win; the same link on every page (decision 024). */}
        <link rel="stylesheet" href="/preferences.css" />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <RouteAnnouncer />
    </>
  );
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
