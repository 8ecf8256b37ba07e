import type { FastifyInstance } from 'fastify';
import { readContentVersion } from '../../db/content-version.ts';
import { contractRoute } from '../contract-route.ts';
import type { ApiDeps } from '../deps.ts';

/** Our own calls under /api/site/… (src/contract/extensions.ts). */
export async function siteRoutes(app: FastifyInstance, { db }: ApiDeps) {
  // Polled every second or two by the site's servers: read afresh, never kept by anyone.
  contractRoute(app, 'getSiteVersion', async () => readContentVersion(db), {
    cacheControl: 'no-cache',
  });
}
