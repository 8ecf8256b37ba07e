import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { todayIso } from '../../lib/dates.ts';
import { serverOptions } from '../../http/server-options.ts';
import type { StudioContext } from '../context.ts';
import { boundedBodies } from './body-bounds.ts';
import { publicPreview, type SitePageRender } from './public-preview.ts';
import { siteFiles } from './site-files.ts';
import { studioAssets, studioFromBuild, studioFromSources } from './studio-sources.ts';
import { refuseBody, studioErrorHandler } from './studio-errors.ts';
import { nonceOf, STUDIO_SOCKET_HEADERS, studioSecurity } from './studio-security.ts';
import { toWebRequest } from './web-request.ts';

export interface StudioOptions {
  config: Config;
  db: Db;
  /** build/studio: the studio's React Router build (client and server). */
  buildDir: string;
  /**
   * `npm run dev`: the project whose sources the studio is served from, through Vite with hot
   * updates, instead of from `buildDir` (decision 077).
   */
  devRoot?: string;
  /**
   * build/: the public site's build, whose files (/assets, /uploads) are served here beside the
   * previews, so a preview looks as the site does.
   */
  siteBuildDir?: string;
  /**
   * The public site's renderer, for previews rendered by the site's own components over a draft
   * (given by the composition root, decision 110); without it, or the site's build, no preview.
   */
  renderSitePage?: SitePageRender;
}

/**
 * The staff studio as its own Fastify app (decision 037), on its own port and so its own origin:
 * nothing of it is reachable from the public site, and no cookie of one reaches the other. The
 * session is read here, before React Router, and handed to every loader and action.
 */
export async function buildStudio({
  config,
  db,
  buildDir,
  devRoot,
  siteBuildDir,
  renderSitePage,
}: StudioOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    ...serverOptions(config.timeouts, STUDIO_SOCKET_HEADERS),
  });
  app.setErrorHandler(studioErrorHandler);
  const origins = () => allowedOrigins(app, config.studio.origin);
  await app.register(studioSecurity, { origins, fromSources: devRoot !== undefined });

  const handle = devRoot ? await studioFromSources(app, devRoot) : await studioFromBuild(buildDir);

  const preview =
    siteBuildDir && renderSitePage
      ? publicPreview({ config, db, renderSitePage, log: app.log })
      : undefined;
  if (preview) {
    await app.register(siteFiles, {
      config,
      db,
      siteBuildDir: siteBuildDir!,
      uploadsDir: config.uploadsDir,
    });
  }

  if (!devRoot) await studioAssets(app, { buildDir });

  await app.register(async (scope) => {
    // React Router's actions read the body themselves (readForm): it reaches them as a stream,
    // bounded by its kind of write (decision 071), never buffered whole here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, body, done) => done(null, body));
    await scope.register(boundedBodies, { db, config });
    scope.all('/*', async (request, reply) => {
      const controller = new AbortController();
      reply.raw.on('close', () => controller.abort());
      const context: StudioContext = {
        db,
        config,
        signedIn: request.studioBounds.signedIn,
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        nonce: nonceOf(reply),
        today: todayIso(config.timeZone, config.today),
        ...(preview ? { preview: preview.render } : {}),
      };
      const response = await handle(
        toWebRequest(request, originOf(request.headers.origin, origins()), controller.signal),
        context as never,
      );
      // Cut at its limit: whatever the route made of the rest, nothing of it was kept.
      if (request.studioBounds.cut)
        return refuseBody(request, reply, 413, request.studioBounds.kind);
      reply.code(response.status);
      for (const [name, value] of response.headers) {
        if (name === 'set-cookie') continue;
        reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(Buffer.from(await response.arrayBuffer()));
    });
  });
  return app;
}

/**
 * The origin the request is rendered for: the one it says it comes from when that is one of ours
 * (React Router refuses an action whose Origin differs from its URL's), else the first of ours.
 */
function originOf(sent: string | undefined, ours: readonly string[]): string {
  return sent !== undefined && ours.includes(sent) ? sent : (ours[0] ?? '');
}

/**
 * The origins a write may come from: STUDIO_ORIGIN when set; otherwise this listener's own
 * address on localhost, as a member of staff on the server itself (or a test) opens it.
 */
function allowedOrigins(app: FastifyInstance, configured: string): string[] {
  if (!/^http:\/\/localhost:\d+$/.test(configured)) return [configured];
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : undefined;
  if (!port) return [configured];
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}
