import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { canonicalAddresses } from '../canonical-address.ts';
import { pageServer } from '../page-cache.ts';
import { pageRoutes, type WebOptions } from '../web.ts';
import { createViteApp, type ViteApp } from '../../http/vite-app.ts';

/** The site as Vite serves it from the sources (src/http/vite-app.ts). */
export type ViteSite = ViteApp;
/** Vite's dev server over the project at `root`, with its vite.config.ts. */
export const createViteSite = (root: string): Promise<ViteSite> => createViteApp({ root });

/**
 * The pages' one script (decision 030) as Vite serves it from the sources: one module per file
 * of src/web/enhance, compiled on request, so an edit shows on the next reload.
 */
export const DEV_ENHANCE_SCRIPT = '/src/web/enhance/index.ts';

/**
 * What Vite serves: the sources the browser module is compiled from (src/web/enhance and the
 * contract, which it may import), the stylesheet of a page's route modules
 * (/@react-router/critical.css), the files pages and stylesheets name (images, fonts), and its own.
 */
const VITE_PREFIXES = [
  '/src/web/',
  '/src/contract/',
  '/node_modules/',
  '/@fs/',
  '/@id/',
  '/@vite/',
  '/@react-router/',
];

export interface DevWebOptions extends Omit<WebOptions, 'buildDir'> {
  /** The project whose sources are served: vite.config.ts, react-router.config.ts, src/web. */
  root: string;
  /** Vite's dev server over `root` (createViteSite). */
  site: ViteSite;
}

/**
 * `npm run dev` (decision 051): the pages of webRoutes (web.ts), rendered from the sources
 * through Vite instead of from build/. Every render asks Vite for the server build, which it
 * makes again from the files changed since, so an edited route, component or stylesheet shows
 * on the next reload without a restart. The page cache, the policy and the canonical addresses
 * work as in production.
 */
export async function devWebRoutes(
  app: FastifyInstance,
  { root, site, getLoadContext, pageCache, apiTimeoutMs, pagePolicy, renderLimits }: DevWebOptions,
) {
  app.addHook('onClose', () => site.close());
  // The browser asks again for every page and file it shows, so a reload sees the last edit.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
  });
  // The first build compiles every route module, which takes seconds: begun now, not on the
  // first visit. A source that does not compile is reported again by each page it breaks.
  site.loadBuild().catch((error: unknown) => {
    app.log.error({ err: error }, 'The pages do not compile from the sources');
  });

  for (const prefix of VITE_PREFIXES) {
    app.get(`${prefix}*`, (request, reply) => {
      reply.hijack();
      site.serve(request.raw, reply.raw, () => {
        reply.raw.statusCode = 404;
        reply.raw.end();
      });
    });
  }
  // The files copied as they are into the build (the icon), served from where they are kept.
  await app.register(fastifyStatic, { root: join(root, 'public'), wildcard: false, index: false });

  // The canonical addresses follow the routes as they are now: made again for each new build.
  const canonicalByBuild = new WeakMap<ServerBuild, (url: string) => string | undefined>();
  const canonicalAddress = async (url: string) => {
    const build = await site.loadBuild();
    let canonical = canonicalByBuild.get(build);
    if (!canonical) canonicalByBuild.set(build, (canonical = canonicalAddresses(build)));
    return canonical(url);
  };
  const servePage = pageServer({
    handle: createRequestHandler(site.loadBuild, 'development'),
    getLoadContext: () => ({ ...getLoadContext(), enhanceScript: DEV_ENHANCE_SCRIPT }),
    cache: pageCache,
    deadlineMs: apiTimeoutMs,
    limits: renderLimits,
    // No stylesheets written in: a page links its route modules' CSS, which Vite serves.
    finish: { pagePolicy },
  });
  await pageRoutes(app, servePage, canonicalAddress);
}
