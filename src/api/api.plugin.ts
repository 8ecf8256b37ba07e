import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/index.ts';
import { apiFallback } from './api-fallback.ts';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiDeps } from './deps.ts';
import { filesRoutes } from './files/files.routes.ts';
import { serviceRoutes } from './service-routes.ts';

/**
 * The backend contract of SPEC §7 and our own calls beside it; register it with prefix /api.
 * `services`: the app's one instance, shared with its pages (decision 080); made here if absent.
 */
export async function apiPlugin(
  app: FastifyInstance,
  { db, uploadsDir, uploadsUrl, today, fileAnswers, services }: ApiDeps & { services?: Services },
) {
  // Only the dependencies go down: Fastify would read a 'prefix' option again in each child.
  const deps: ApiDeps = { db, uploadsDir, uploadsUrl, today, fileAnswers };
  // Payloads are JSON: a text/plain body gets 415, as any other type does, not a parse attempt.
  app.removeContentTypeParser('text/plain');
  // Every call's request schema is the contract's zod schema (contract-route.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(serviceRoutes, { ...deps, services });
  await app.register(filesRoutes, deps);
  await app.register(apiFallback);
}
