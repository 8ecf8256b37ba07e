import type { FastifyInstance } from 'fastify';
import type { AnswerCache } from '../cache/answer-cache.ts';
import { apiFallback } from './api-fallback.ts';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiDeps } from './deps.ts';
import { filesRoutes } from './files/files.routes.ts';
import { serviceRoutes } from './service-routes.ts';

/** The backend contract of SPEC §7 and our own calls beside it; register it with prefix /api. */
export async function apiPlugin(
  app: FastifyInstance,
  {
    db,
    uploadsDir,
    uploadsUrl,
    today,
    fileAnswers,
    answerCache,
  }: ApiDeps & { answerCache?: AnswerCache },
) {
  // Only the dependencies go down: Fastify would read a 'prefix' option again in each child.
  const deps: ApiDeps = { db, uploadsDir, uploadsUrl, today, fileAnswers };
  // Kept answers for every call below (contract-route.ts); absent when the cache is off.
  if (answerCache) app.decorate('answerCache', answerCache);
  // Payloads are JSON: a text/plain body gets 415, as any other type does, not a parse attempt.
  app.removeContentTypeParser('text/plain');
  // Every call's request schema is the contract's zod schema (contract-route.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(serviceRoutes, deps);
  await app.register(filesRoutes, deps);
  await app.register(apiFallback);
}
