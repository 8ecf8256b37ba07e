import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router';
import { studioContext } from '../context.ts';
import { errorHeading } from './components/screen-error.tsx';
import './styles/studio.css';

/** The answer's nonce, and the college's time zone for every time a screen shows (When). */
export function loader({ context }: LoaderFunctionArgs) {
  const { nonce, config } = studioContext(context);
  return { nonce, timeZone: config.timeZone };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useRouteLoaderData<typeof loader>('root')?.nonce;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {/* npm run dev: the nonce Vite gives the stylesheets it brings in place (decision 077). */}
        {import.meta.env.DEV ? <meta property="csp-nonce" nonce={nonce} /> : null}
        {/* No icon of its own: the browser asks for none (a /favicon.ico request is a 404 here). */}
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text = isRouteErrorResponse(error)
    ? typeof error.data === 'string'
      ? error.data
      : error.statusText
    : 'Something went wrong on our side; nothing was changed. Please try again.';
  return (
    <main id="main" className="studio-error">
      <h1>{errorHeading(status)}</h1>
      <p>{text}</p>
      <p>
        <a href="/">Back to the studio</a>
      </p>
    </main>
  );
}
