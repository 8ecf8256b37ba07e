import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { confineUpload } from './confine.ts';

/** Attachments are not fingerprinted and may change on re-import: cache briefly, revalidate by ETag. */
export const UPLOADS_CACHE_CONTROL =
  'public, max-age=3600, stale-while-revalidate=86400, stale-if-error=604800';

/** Types a browser could run as a page: served sandboxed so they cannot script the site. */
const ACTIVE = new Set(['html', 'htm', 'svg', 'xml', 'xhtml']);

/** GET /uploads/{type}/{path}: the attachment files, under the same confinement as /getfiledata. */
export async function uploadsRoutes(app: FastifyInstance, { uploadsDir }: { uploadsDir: string }) {
  await app.register(fastifyStatic, { root: uploadsDir, serve: false });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    handler: async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      const slash = rest.indexOf('/');
      const file = await confineUpload(
        uploadsDir,
        slash < 0 ? rest : rest.slice(0, slash),
        slash < 0 ? '' : rest.slice(slash + 1),
      );
      reply.header('cache-control', UPLOADS_CACHE_CONTROL);
      reply.header('x-content-type-options', 'nosniff');
      if (ACTIVE.has(file.ext))
        reply.header('content-security-policy', "sandbox; default-src 'none'");
      return reply.sendFile(file.relative, uploadsDir, { cacheControl: false });
    },
  });
}
