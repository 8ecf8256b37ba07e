import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { canonicalUrl } from './lib/canonical.ts';
import { publicOrigin } from './lib/origin.server.ts';
import './styles/base.css';
import './styles/layout.css';
import './styles/content.css';

/** The site's public origin, for every absolute link (canonical, previews, structured data). */
export async function loader({ context }: Route.LoaderArgs) {
  return { origin: await publicOrigin(context) };
}

/** The origin is configuration: a client-side navigation never asks for it again. */
export const shouldRevalidate = () => false;

/** The page's own address, which link previews and search engines take as its name. */
function CanonicalLinks() {
  const root = useRouteLoaderData<typeof loader>('root');
  const { pathname, search } = useLocation();
  if (!root) return null;
  const href = canonicalUrl(root.origin, pathname, search);
  return (
    <>
      <link rel="canonical" href={href} />
      <meta property="og:url" content={href} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <CanonicalLinks />
        <Links />
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
