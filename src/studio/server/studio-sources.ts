import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router';
import { createViteApp } from '../../http/vite-app.ts';

/** Where the studio's browser files live (studio/vite.config.ts's base), built or from Vite. */
const ASSETS_PREFIX = '/studio-assets/';

/** The studio as `npm run build` made it (build/studio/server). */
export async function studioFromBuild(buildDir: string): Promise<RequestHandler> {
  const build = (await import(
    pathToFileURL(join(buildDir, 'server', 'index.js')).href
  )) as ServerBuild;
  return createRequestHandler(build, 'production');
}

/** The built browser files (build/studio/client), compressed beforehand, kept by the browser. */
export async function studioAssets(app: FastifyInstance, { buildDir }: { buildDir: string }) {
  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    prefix: ASSETS_PREFIX,
    wildcard: true,
    index: false,
    cacheControl: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply) => reply.header('cache-control', 'private, max-age=31536000, immutable'),
    decorateReply: false,
  });
}

/**
 * `npm run dev` (decision 077): the studio from its sources, as the site's pages are (decision
 * 051), through its own Vite dev server (studio/vite.config.ts) on the studio's own port. React
 * runs in the browser here, so Vite's websocket brings an edited screen in place (hot updates)
 * over the studio's server; every render asks Vite for the server build as the sources are now.
 */
export async function studioFromSources(
  app: FastifyInstance,
  devRoot: string,
): Promise<RequestHandler> {
  const vite = await createViteApp({
    root: join(devRoot, 'studio'),
    project: devRoot,
    hotUpdatesOn: app.server,
  });
  app.addHook('onClose', () => vite.close());
  // The first build compiles every screen: begun now, not on the first visit.
  vite.loadBuild().catch((error: unknown) => {
    app.log.error({ err: error }, 'The studio does not compile from its sources');
  });
  app.get(`${ASSETS_PREFIX}*`, (request, reply) => {
    reply.hijack();
    // Every file is asked for again on a reload: an edit is never hidden by a kept copy.
    reply.raw.setHeader('cache-control', 'no-cache');
    vite.serve(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end();
    });
  });
  return createRequestHandler(() => vite.loadBuild(), 'development');
}
