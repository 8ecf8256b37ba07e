import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { errorBody } from '../../api/http-error.ts';
import { READ_METHODS, isReadMethod, refuseMethod } from '../../api/methods.ts';
import { rateLimits, type RateLimits } from './rate-limit.ts';
import { securityHeaders } from './security-headers.ts';

/**
 * What guards every answer, registered before any route: the security headers, the per-client
 * rate limit, and the answer for a request no route takes. Outside /api every address is
 * read-only, so that answer is 405 with Allow for another method (404 for a GET nobody serves).
 */
export const hardening = fastifyPlugin(async function hardening(
  app: FastifyInstance,
  { rateLimit }: { rateLimit: RateLimits },
) {
  await app.register(securityHeaders);
  await app.register(rateLimits, rateLimit);
  app.setNotFoundHandler((request, reply) => {
    if (!isReadMethod(request.method)) return refuseMethod(request, reply, READ_METHODS);
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send(errorBody(404, `Nothing at ${request.url.split('?')[0]}`));
  });
});
