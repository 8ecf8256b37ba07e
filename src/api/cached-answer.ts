import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerCache } from '../cache/answer-cache.ts';
import { wantsCurrentContent } from '../cache/current-content.ts';
import { sendAnswer } from '../cache/send-answer.ts';
import type { Rendered } from '../cache/stored-answer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kept answers of the contract's calls; decorated by the API plugin when the cache is on. */
    answerCache?: AnswerCache;
  }
}

/**
 * The cache key of a call: GET by its address; POST by its path and a hash of the validated
 * payload (the contract's parse fills defaults and drops unknown keys, in the schema's order, so
 * equal requests written differently share one answer).
 */
export function answerKey(request: FastifyRequest, payload: unknown): string {
  if (request.method !== 'POST') return `GET ${request.url}`;
  const hash = createHash('sha256').update(JSON.stringify(payload)).digest('base64url');
  return `POST ${request.url.split('?')[0]} ${hash}`;
}

/** A JSON answer as the cache keeps it. */
export function jsonAnswer(answer: unknown, cacheControl: string): Rendered {
  return {
    status: 200,
    headers: [
      ['content-type', 'application/json; charset=utf-8'],
      ['cache-control', cacheControl],
    ],
    body: Buffer.from(JSON.stringify(answer)),
  };
}

/**
 * Answers a call from the app's answer cache: one computation for all who ask at once, its
 * stored (and compressed) forms for everyone after. A refusal (4xx) is thrown to the error
 * handler and never kept. The site's own renders get no answer kept from before new content.
 */
export async function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  produce: () => Promise<Rendered>,
) {
  const cache = request.server.answerCache;
  const answer = cache
    ? await cache.answer(key, produce, { current: wantsCurrentContent(request.headers) })
    : await produce();
  return sendAnswer(request, reply, answer);
}
