import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { studioContext } from '../context.ts';

/** A page that takes longer than this to render is cut off (its errors are React's own). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The studio's pages are small and private: rendered whole before the first byte goes (React's
 * onAllReady), with the answer's CSP nonce on React Router's inline scripts. Whole, but through
 * React's stream renderer: the data the browser hydrates from is written by a suspending part of
 * ServerRouter, which renderToString would leave out (the page would never come alive). HEAD
 * gets the head alone.
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
    let answerStatus = status;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              status: answerStatus,
              headers,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          answerStatus = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, RENDER_TIMEOUT_MS).unref();
  });
}
