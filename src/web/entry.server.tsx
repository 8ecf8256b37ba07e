import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToString } from 'react-dom/server';

/** How long React Router's handoff of the loaders' data may take (its default entry's). */
export const streamTimeout = 5_000;

/**
 * A page is rendered whole, as a string: it is kept by the page cache and its stylesheets and
 * policy are written in (src/server/page-render.ts), so nothing would read a stream as it came,
 * and the pages wait for nothing (no Suspense, no deferred data: they ship no React Router
 * scripts, decision 030). The stream's plumbing cost a tenth of a render (decision 084).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  const html = renderToString(<ServerRouter context={routerContext} url={request.url} />);
  headers.set('Content-Type', 'text/html');
  // The stream writes the doctype before a document's <html>; renderToString does not.
  return new Response(html.startsWith('<html') ? `<!DOCTYPE html>${html}` : html, {
    status,
    headers,
  });
}
