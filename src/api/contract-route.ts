import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  allCalls,
  type CallName,
  type ParsedRequestOf,
  type ResponseInputOf,
} from '../contract/calls.ts';
import { sendAnswer } from '../cache/send-answer.ts';
import { UNCACHED_CALLS } from '../contract/client.ts';
import { answerKey, jsonAnswer, sendCachedAnswer } from './cached-answer.ts';
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

export interface ContractRouteOptions {
  /** What proxies and browsers are told; by default API_CACHE_CONTROL. */
  cacheControl?: string;
}

/**
 * Registers one call of the contract at its exact method and path. The payload is validated with
 * the contract's schema; a bad one gets a 400 naming every problem, and the handler never runs.
 * Answers are kept by the app's answer cache (see cached-answer.ts), but for UNCACHED_CALLS.
 */
export function contractRoute<K extends CallName>(
  app: FastifyInstance,
  name: K,
  handler: Handler<K>,
  options: ContractRouteOptions = {},
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
      // Sent as JSON text: Fastify would send a bare number (a profile's 0) as text.
      const produce = async () =>
        jsonAnswer(
          await handler(payload as ParsedRequestOf<K>, request),
          options.cacheControl ?? API_CACHE_CONTROL,
        );
      if (UNCACHED_CALLS.has(name)) return sendAnswer(request, reply, await produce());
      return sendCachedAnswer(request, reply, answerKey(request, payload), produce);
    },
  });
}
