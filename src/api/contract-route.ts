import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  allCalls,
  type CallName,
  type ParsedRequestOf,
  type ResponseInputOf,
} from '../contract/calls.ts';
import { badRequest, describeIssues } from './http-error.ts';

/** Payloads are small ids and codes; anything bigger is refused with 413 before parsing. */
export const API_BODY_LIMIT = 16 * 1024;

/** Answers change a few times a day: let proxies and browsers reuse them briefly, and serve stale on errors. */
export const API_CACHE_CONTROL =
  'public, max-age=60, stale-while-revalidate=600, stale-if-error=86400';

type Handler<K extends CallName> = (
  payload: ParsedRequestOf<K>,
  request: FastifyRequest,
) => Promise<ResponseInputOf<K>>;

/**
 * Registers one call of the contract at its exact method and path. The payload is validated with
 * the contract's schema; a bad one gets a 400 naming every problem, and the handler never runs.
 */
export function contractRoute<K extends CallName>(
  app: FastifyInstance,
  name: K,
  handler: Handler<K>,
) {
  const call = allCalls[name];
  app.route({
    method: call.method,
    url: call.path,
    bodyLimit: API_BODY_LIMIT,
    handler: async (request, reply) => {
      let payload: unknown;
      if (call.method === 'POST') {
        const parsed = call.request.safeParse(request.body ?? {});
        if (!parsed.success) {
          throw badRequest(`Invalid payload for ${call.path}: ${describeIssues(parsed.error)}`);
        }
        payload = parsed.data;
      }
      const answer = await handler(payload as ParsedRequestOf<K>, request);
      reply.header('cache-control', API_CACHE_CONTROL);
      // Fastify would send a bare number as text; the contract's answers are JSON.
      return reply.type('application/json').send(JSON.stringify(answer));
    },
  });
}
