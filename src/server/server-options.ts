import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { ServerTimeouts } from '../config/config.ts';
import { serverOptions as httpServerOptions } from '../http/server-options.ts';
import { securityHeaderPairs } from './security/security-headers.ts';

/**
 * The site's options for its connections (src/http/server-options.ts): Node's own 400, 408 and
 * 431 carry the site's security headers, as every other answer of the site does.
 */
export function serverOptions(timeouts: ServerTimeouts): FastifyHttpOptions<Server> {
  return httpServerOptions(timeouts, securityHeaderPairs());
}
