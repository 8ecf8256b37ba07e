import type { Socket } from 'node:net';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How often a draining server closes the connections that have no request in flight. */
const SWEEP_MS = 25;

/**
 * Watches the app's connections from now on (call it before listen) and gives the close that a
 * shutdown runs, in two steps (docs/decisions/043):
 *
 * 1. Drain: stop accepting connections; close at once every connection with no request in flight
 *    (an idle keep-alive one, or one that never sent a request, which Node would otherwise keep
 *    until its header deadline); answer every request in flight with `Connection: close`, so
 *    each connection ends after its answer and no client reuses it. Fastify is not closing yet, so
 *    a render in flight still gets the in-process API calls it makes (app.inject is refused
 *    once Fastify closes).
 * 2. Once no connection is left: close the app (its onClose hooks).
 */
export function gracefulCloser(app: FastifyInstance): () => Promise<void> {
  const server = app.server;
  const sockets = new Set<Socket>();
  /** Requests in flight on each socket (more than one when a client pipelines). */
  const busy = new Map<Socket, number>();
  const answering = new Set<ServerResponse>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Before Fastify's own listener, so that the header is there whatever the route does.
  server.prependListener('request', (request, response) => {
    const socket = request.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    answering.add(response);
    if (draining) response.setHeader('connection', 'close');
    response.once('close', () => {
      answering.delete(response);
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
    });
  });

  const closeQuiet = () => {
    for (const socket of sockets) if (!busy.has(socket)) socket.destroy();
  };

  return async function close() {
    if (server.listening && !draining) {
      draining = true;
      for (const response of answering) {
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      closeQuiet();
      // A connection goes quiet once its answer is sent (Node closes it for `Connection: close`,
      // unless the answer had started before the drain); a client may also open none new.
      const sweep = setInterval(closeQuiet, SWEEP_MS);
      await closed.finally(() => clearInterval(sweep));
    }
    await app.close();
  };
}
