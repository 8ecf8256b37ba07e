import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { studioContext } from '../context.ts';

/** A page that has not finished rendering by then is cut off (its error boundary shows). */
export const streamTimeout = 5_000;

/**
 * The studio's pages are small and private: rendered whole before the answer starts (React's
 * onAllReady, so a member of staff never sees a half page), with the answer's CSP nonce on React
 * Router's inline scripts. HEAD gets the head alone.
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
  return new Promise<Response>((resolve, reject) => {
    let code = status;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { status: code, headers }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          code = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
