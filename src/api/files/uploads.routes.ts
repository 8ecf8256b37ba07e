import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Db } from '../../db/database.ts';
import { fileAnswerHeaders } from '../../lib/attachment-kinds.ts';
import { confineUpload } from './confine.ts';
import { liveUploadsFolder } from './live-uploads.ts';

/** Attachments are not fingerprinted and may change on re-import: cache briefly, revalidate by ETag. */
export const UPLOADS_CACHE_CONTROL =
  'public, max-age=3600, stale-while-revalidate=86400, stale-if-error=604800';

/**
 * GET /uploads/{type}/{path}: the attachment files of the live uploads version, under the same
 * confinement as /getfiledata. No file can run script on the site: each answer is nosniff and
 * sandboxed, typed by the allow-list, and only PDFs and raster images are shown inline.
 */
export async function uploadsRoutes(
  app: FastifyInstance,
  { db, uploadsDir }: { db: Db; uploadsDir: string },
) {
  await app.register(fastifyStatic, { root: uploadsDir, serve: false });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    handler: async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      const slash = rest.indexOf('/');
      const root = await liveUploadsFolder(db, uploadsDir);
      const file = await confineUpload(
        root,
        slash < 0 ? rest : rest.slice(0, slash),
        slash < 0 ? '' : rest.slice(slash + 1),
      );
      reply.header('cache-control', UPLOADS_CACHE_CONTROL);
      reply.headers(fileAnswerHeaders(file.relative));
      // The type is the allow-list's (fileAnswerHeaders), never a guess from any other list.
      return reply.sendFile(file.relative, root, { cacheControl: false, contentType: false });
    },
  });
}
