import type { FastifyInstance } from 'fastify';
import { readContentVersion } from '../db/content-version.ts';
import { queryHealth, type Db } from '../db/database.ts';

/** How long the health check waits for the database: a load balancer's probe waits little more. */
const HEALTH_TIMEOUT_MS = 2000;

/**
 * GET /healthz for a load balancer: 200 while the database serves the site, 503 otherwise. Never
 * cached, so a proxy does not keep a copy in service after it went down. A site-only copy has no
 * database: it is healthy while it runs, since it serves its last good pages when its API fails.
 */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db | undefined }) {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!db) return { status: 'ok' };
    const problem = await databaseProblem(db);
    if (!problem) return { status: 'ok' };
    request.log.warn({ err: problem.error }, `health check: ${problem.message}`);
    return reply.code(503).send({ status: 'unavailable', message: problem.message });
  });
}

interface Problem {
  message: string;
  error: unknown;
}

/**
 * What stops the database from serving the site, if anything: a read of a real table (the content
 * version row, on pages that `select 1` never touches) that fails or outlasts HEALTH_TIMEOUT_MS
 * (a hung server), or failures of the database in the queries of the last few seconds (a damaged
 * table that the row above does not live in).
 */
async function databaseProblem(db: Db): Promise<Problem | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), HEALTH_TIMEOUT_MS);
  });
  try {
    const read = await Promise.race([readContentVersion(db), timedOut]);
    if (read === 'timed out') {
      return { message: 'The database does not answer in time.', error: undefined };
    }
  } catch (error) {
    return { message: 'The database does not answer.', error };
  } finally {
    clearTimeout(timer);
  }
  const failure = queryHealth(db)?.recentOutage();
  if (failure) return { message: "The database's queries are failing.", error: failure };
  return undefined;
}
