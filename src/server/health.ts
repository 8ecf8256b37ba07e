import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';

/**
 * GET /healthz for a load balancer: 200 while the database answers, 503 otherwise. Never cached,
 * so a proxy does not keep a copy in service after it went down. A site-only copy has no
 * database: it is healthy while it runs, since it serves its last good pages when its API fails.
 */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db | undefined }) {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!db) return { status: 'ok' };
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
