import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { ServerTimeouts } from '../config/config.ts';
import { clientErrorAnswer, type HeaderPair } from './client-error.ts';

/** How often Node looks for requests past their header or request deadline. */
const CHECK_INTERVAL_MS = 1000;

/**
 * Fastify's options for the connection: slow clients are cut off (a request head trickling in,
 * a body that never ends, an idle keep-alive connection, a silent socket), and a shutdown lets
 * every request that reaches the server finish instead of answering 503 (docs/decisions/015).
 * The site and the studio each give the security headers of their answers (`headers`), for
 * the requests Node answers itself.
 */
export function serverOptions(
  timeouts: ServerTimeouts,
  headers: readonly HeaderPair[],
): FastifyHttpOptions<Server> {
  // Node refuses a head deadline later than the whole request's.
  const headersMs =
    timeouts.requestMs > 0 ? Math.min(timeouts.headersMs, timeouts.requestMs) : timeouts.headersMs;
  return {
    connectionTimeout: timeouts.connectionMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: timeouts.requestMs,
      // Node checks the two deadlines above only this often (30 s by default).
      connectionsCheckingInterval: CHECK_INTERVAL_MS,
    },
    return503OnClosing: false,
    // Node's own 400, 408 and 431 carry the security headers too.
    clientErrorHandler: clientErrorAnswer(headers),
  };
}
