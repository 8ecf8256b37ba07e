import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiPlugin } from '../api/api.plugin.ts';
import type { Db } from '../db/database.ts';
import { errorHandler } from '../api/error-handler.ts';
import { uploadsRoutes } from '../api/files/uploads.routes.ts';
import { createSiteContent } from '../content/site-content.ts';
import { createApiClient } from '../contract/client.ts';
import { todayIso } from '../lib/dates.ts';
import type { Config } from '../config/config.ts';
import { displayPreferencesRoutes } from './display-preferences.routes.ts';
import { healthRoutes } from './health.ts';
import { injectFetch } from './inject-fetch.ts';
import { webRoutes } from './web.ts';

export interface ServerOptions {
  config: Config;
  db: Db;
  /** The React Router build folder; without it only /api and /uploads are served (API tests). */
  buildDir?: string;
}

/**
 * The whole site in one Fastify app: /api (the contract), /uploads (attachments), the built
 * assets and the server-rendered pages. Built apart from listening, so tests can inject().
 */
export async function buildServer({
  config,
  db,
  buildDir,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
  });
  app.setErrorHandler(errorHandler);
  await app.register(fastifyEtag, { weak: true });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  const today = () => todayIso(config.timeZone, config.today);
  await app.register(apiPlugin, {
    prefix: '/api',
    db,
    uploadsDir: config.uploadsDir,
    uploadsUrl: config.uploadsUrl,
    today,
  });
  await app.register(uploadsRoutes, { uploadsDir: config.uploadsDir });
  await app.register(healthRoutes, { db });
  await app.register(displayPreferencesRoutes);

  if (buildDir) {
    // Default: the site reads this process's own /api, in process, without a network hop.
    const api = createApiClient({
      baseUrl: config.apiUrl ?? 'http://in-process/api',
      fetch: config.apiUrl ? undefined : injectFetch(app),
      cacheTtlMs: config.apiCacheTtlMs,
    });
    const site = createSiteContent(config.contentDir, today);
    await app.register(webRoutes, {
      buildDir,
      getLoadContext: () => ({
        api,
        site,
        uploadsUrl: config.uploadsUrl,
        admissionUrl: config.admissionUrl,
        today: today(),
      }),
    });
  }
  return app;
}
