import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import { apiPlugin } from '../api/api.plugin.ts';
import { errorHandler } from '../api/error-handler.ts';
import { createFileAnswerSlots } from '../api/files/file-answer-slots.ts';
import { uploadsRoutes } from '../api/files/uploads.routes.ts';
import type { Config } from '../config/config.ts';
import { PER_REQUEST_COMPRESSION } from '../cache/stored-answer.ts';
import type { Db } from '../db/database.ts';
import { todayIso } from '../lib/dates.ts';
import { setUpCaching } from './caching.ts';
import { displayPreferencesRoutes } from './display-preferences.routes.ts';
import { healthRoutes } from './health.ts';
import { createServices } from '../services/index.ts';
import { pageSources } from './page-sources.ts';
import { cvDownloadRoutes } from './files/cv-download.ts';
import { hardening } from './security/hardening.ts';
import { createPagePolicy } from './security/page-policy.ts';
import { securityTxtRoutes } from './security/security-txt.ts';
import { serverOptions } from './server-options.ts';
import { webRoutes } from './web.ts';

export interface ServerOptions {
  config: Config;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: FastifyLoggerOptions['stream'];
  /** The database; absent for a site-only copy (SERVE=site), which reads API_URL. */
  db?: Db;
  /** The React Router build folder; without it only /api and /uploads are served (API tests). */
  buildDir?: string;
  /**
   * `npm run dev`: the project whose sources the pages are rendered from, through Vite, instead
   * of buildDir (decision 051).
   */
  devRoot?: string;
}

/**
 * The site in one Fastify app, or the part of it that this copy's role serves (SERVE): /api (the
 * contract) and /uploads (attachments) over the database, and the built assets and the
 * server-rendered pages. Built apart from listening, so tests can inject().
 */
export async function buildServer({
  config,
  db,
  buildDir,
  logStream,
  devRoot,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream && { stream: logStream }) },
    trustProxy: config.trustProxy,
    ...serverOptions(config.timeouts),
  });
  app.setErrorHandler(errorHandler);
  await app.register(hardening, { rateLimit: config.rateLimit });
  await app.register(fastifyEtag, { weak: true });
  // Per request only for what is not kept: cached answers and built files carry their own forms.
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    ...PER_REQUEST_COMPRESSION,
  });
  const caching = setUpCaching(app, config, db);

  const today = () => todayIso(config.timeZone, config.today);
  const servesApi = config.serve !== 'site';
  // One instance of the services for /api and the pages of this thread (decision 080).
  const services = db
    ? createServices({ db, uploadsDir: config.uploadsDir, uploadsUrl: config.uploadsUrl, today })
    : undefined;
  // One bound for every file this process sends: the contract's file call and CV downloads.
  const fileAnswers = createFileAnswerSlots(config.fileAnswersInFlight);
  if (servesApi) {
    if (!db) throw new Error(`SERVE=${config.serve} needs a database`);
    await app.register(apiPlugin, {
      prefix: '/api',
      db,
      uploadsDir: config.uploadsDir,
      uploadsUrl: config.uploadsUrl,
      today,
      fileAnswers,
      services,
    });
    await app.register(uploadsRoutes, { db, uploadsDir: config.uploadsDir });
  }
  await app.register(healthRoutes, { db });
  const servesSite = config.serve !== 'api';
  // The visitor's text size and contrast (a cookie and a small stylesheet): the site's, not the API's.
  if (servesSite) await app.register(displayPreferencesRoutes);

  if ((buildDir || devRoot) && servesSite) {
    // Default: the pages read the services in process (decision 079), the functions /api sends;
    // with API_URL (a site-only copy, or the college's own backend), the contract client.
    const sources = pageSources(config, {
      services,
      today,
      generation: caching.generation,
      log: app.log,
    });
    const { api, bulkApi, site } = sources;
    if (config.apiUrl) caching.followBackend(api);
    // A site-only copy learns the identity and texts at start, so it can ride out an outage.
    if (sources.warm) app.addHook('onReady', sources.warm);
    await app.register(securityTxtRoutes, { site });
    // CVs streamed from this process's own files when the pages read its own API.
    await app.register(cvDownloadRoutes, {
      api,
      fileAnswers,
      local: db && servesApi && !config.apiUrl ? { db, uploadsDir: config.uploadsDir } : undefined,
    });
    const web = {
      pageCache: caching.pages,
      apiTimeoutMs: config.apiTimeoutMs,
      renderLimits: config.renderLimits,
      renderThreads: config.renderThreads,
      config,
      pagePolicy: createPagePolicy({ site, uploadsUrl: config.uploadsUrl, log: app.log }),
      getLoadContext: () => ({
        api,
        bulkApi,
        site,
        uploadsUrl: config.uploadsUrl,
        admissionUrl: config.admissionUrl,
        publicUrl: config.publicUrl,
        contentGeneration: caching.generation,
        today: today(),
        log: app.log,
      }),
    };
    // Vite is a development package: loaded only by `npm run dev`, never by the compiled server.
    if (devRoot) {
      const { devWebRoutes, createViteSite } = await import('./dev/dev-web.ts');
      // Made before the plugin runs: Vite's start can outlast Fastify's wait for a plugin.
      await app.register(devWebRoutes, {
        ...web,
        root: devRoot,
        site: await createViteSite(devRoot),
      });
    } else if (buildDir) await app.register(webRoutes, { ...web, buildDir });
  }
  return app;
}
