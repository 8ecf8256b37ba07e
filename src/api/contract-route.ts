import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allCalls,
  type CallName,
  type ParsedRequestOf,
  type ResponseInputOf,
} from '../contract/calls.ts';

/** Payloads are small ids and codes; anything bigger is refused with 413 before parsing. */
export const API_BODY_LIMIT = 16 * 1024;

/** Answers change a few times a day: let proxies and browsers reuse them briefly, and serve stale on errors. */
export const API_CACHE_CONTROL =
  'public, max-age=60, stale-while-revalidate=600, stale-if-error=86400';

type Handler<K extends CallName> = (
  payload: ParsedRequestOf<K>,
  request: FastifyRequest,
) => Promise<ResponseInputOf<K>>;

/** 'dept_code: Invalid input…; year: must be a four-digit year or empty' */
function describeProblems(errors: FastifySchemaValidationError[]): string {
  return errors
    .map((error) => {
      const field = error.instancePath.split('/').filter(Boolean).join('.');
      return `${field || 'body'}: ${error.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/**
 * Registers one call of the contract at its exact method and path, with the contract's zod
 * schemas as Fastify's schemas (the zod compilers are set in api.plugin.ts): the payload is validated before the
 * handler runs (a bad one gets a 400 naming every problem), and the answer is parsed with the
 * response schema as the client parses it (defaults filled, nothing undeclared) and sent as JSON,
 * a bare 0 included.
 */
export function contractRoute<K extends CallName>(
  app: FastifyInstance,
  name: K,
  handler: Handler<K>,
) {
  const call = allCalls[name];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    bodyLimit: API_BODY_LIMIT,
    schema: {
      // Fastify hands a missing body to the validator as null: validate it as {} (no fields).
      ...(call.method === 'POST' ? { body: z.preprocess((body) => body ?? {}, call.request) } : {}),
      response: { 200: call.response },
    },
    schemaErrorFormatter: (errors) =>
      new Error(`Invalid payload for ${call.path}: ${describeProblems(errors)}`),
    handler: async (request, reply) => {
      const answer = await handler(request.body as ParsedRequestOf<K>, request);
      // Only answers are cacheable; a refusal (thrown above) carries no Cache-Control.
      reply.header('cache-control', API_CACHE_CONTROL);
      return answer;
    },
  });
}
