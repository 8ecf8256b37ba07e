import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allCalls,
  type CallName,
  type ParsedRequestOf,
  type ResponseInputOf,
} from '../contract/calls.ts';
import { sendRendered } from '../cache/send-answer.ts';
import type { Rendered } from '../cache/stored-answer.ts';
import { isApiError } from '../contract/client.ts';
import { httpErrors } from '@fastify/sensible';

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

/** A JSON answer as it is sent (a bare 0 as JSON too). */
function jsonAnswer(answer: unknown, cacheControl: string): Rendered {
  return {
    status: 200,
    headers: [
      ['content-type', 'application/json; charset=utf-8'],
      ['cache-control', cacheControl],
    ],
    body: Buffer.from(JSON.stringify(answer)),
  };
}

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
 * A call's method, path, body limit and request validation, for a route that sends its answer
 * itself (a streamed file) and still checks the payload as every call does.
 */
export function contractRouteShape(name: CallName) {
  const call = allCalls[name];
  return {
    method: call.method,
    url: call.path,
    bodyLimit: API_BODY_LIMIT,
    schema: {
      // Fastify hands a missing body to the validator as null: validate it as {} (no fields).
      ...(call.method === 'POST' ? { body: z.preprocess((body) => body ?? {}, call.request) } : {}),
    },
    schemaErrorFormatter: (errors: FastifySchemaValidationError[]) =>
      new Error(`Invalid payload for ${call.path}: ${describeProblems(errors)}`),
  };
}

/** A service's refusal (an ApiError of status 4xx, src/services/refused.ts) as the API's 4xx. */
async function refusalsAsHttp<T>(answer: () => Promise<T>): Promise<T> {
  try {
    return await answer();
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500)
      throw httpErrors.createError(error.status, error.message);
    throw error;
  }
}

/**
 * Registers one call of the contract at its exact method and path, with the contract's zod
 * request schema as Fastify's body schema (the zod compilers are set in api.plugin.ts): the
 * payload is validated before the handler runs, and a bad one gets a 400 naming every problem.
 * The answer is parsed with the response schema as the client parses it (defaults filled,
 * nothing undeclared) and sent as JSON; a refusal (4xx) goes to the error handler.
 */
export function contractRoute<K extends CallName>(
  app: FastifyInstance,
  name: K,
  handler: Handler<K>,
  options: ContractRouteOptions = {},
) {
  const call = allCalls[name];
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRouteShape(name),
    handler: async (request, reply) => {
      const payload = request.body as ParsedRequestOf<K>;
      const answer = call.response.parse(await refusalsAsHttp(() => handler(payload, request)));
      return sendRendered(
        request,
        reply,
        jsonAnswer(answer, options.cacheControl ?? API_CACHE_CONTROL),
      );
    },
  });
}
