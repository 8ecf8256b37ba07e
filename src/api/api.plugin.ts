import type { FastifyInstance } from 'fastify';
import type { AnswerCache } from '../cache/answer-cache.ts';
import { apiFallback } from './api-fallback.ts';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { collegeRoutes } from './college/college.routes.ts';
import { departmentsRoutes } from './departments/departments.routes.ts';
import type { ApiDeps } from './deps.ts';
import { employeesRoutes } from './employees/employees.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { imagesRoutes } from './files/images.routes.ts';
import { iqacRoutes } from './iqac/iqac.routes.ts';
import { noticesRoutes } from './notices/notices.routes.ts';
import { siteRoutes } from './site/site.routes.ts';

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
  for (const routes of [
    noticesRoutes,
    departmentsRoutes,
    employeesRoutes,
    iqacRoutes,
    collegeRoutes,
    filesRoutes,
    siteRoutes,
    imagesRoutes,
  ]) {
    await app.register(routes, deps);
  }
  await app.register(apiFallback);
}
