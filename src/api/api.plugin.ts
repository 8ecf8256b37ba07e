import type { FastifyInstance } from 'fastify';
import { collegeRoutes } from './college/college.routes.ts';
import { departmentsRoutes } from './departments/departments.routes.ts';
import type { ApiDeps } from './deps.ts';
import { employeesRoutes } from './employees/employees.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { imagesRoutes } from './files/images.routes.ts';
import { errorBody } from './http-error.ts';
import { iqacRoutes } from './iqac/iqac.routes.ts';
import { noticesRoutes } from './notices/notices.routes.ts';

/** The backend contract of SPEC §7; register it with prefix /api. */
export async function apiPlugin(
  app: FastifyInstance,
  { db, uploadsDir, uploadsUrl, today }: ApiDeps,
) {
  // Only the dependencies go down: Fastify would read a 'prefix' option again in each child.
  const deps: ApiDeps = { db, uploadsDir, uploadsUrl, today };
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `No call ${request.method} ${request.url}`));
  });
  for (const routes of [
    noticesRoutes,
    departmentsRoutes,
    employeesRoutes,
    iqacRoutes,
    collegeRoutes,
    filesRoutes,
    imagesRoutes,
  ]) {
    await app.register(routes, deps);
  }
}
