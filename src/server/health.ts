import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';

/**
 * GET /healthz for a load balancer: 200 while the database answers, 503 otherwise. Never cached,
 * so a proxy does not keep a copy in service after it went down.
 */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: the database does not answer');
      return reply
        .code(503)
        .send({ status: 'unavailable', message: 'The database does not answer.' });
    }
  });
}
