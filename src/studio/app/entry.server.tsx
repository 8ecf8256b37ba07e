import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToString } from 'react-dom/server';
import { studioContext } from '../context.ts';

/**
 * The studio's pages are small and private: rendered whole (no streaming), with the answer's
 * CSP nonce on React Router's inline scripts. HEAD gets the head alone.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  const { nonce } = studioContext(loadContext);
  const html = renderToString(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
  );
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${html}`, { status, headers });
}
