import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { RouteError } from './components/route-error.tsx';
import { errorText } from './lib/error-meta.ts';
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

/** Only an error no route below caught reaches here: its title says what happened. */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const { title, description } = errorText(error);
  return [{ title }, { name: 'description', content: description }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <RouteError error={error} />
    </main>
  );
}
