import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Db } from '../../db/database.ts';
import { fileAnswerHeaders } from '../../lib/attachment-kinds.ts';
import { confineUpload } from '../../services/files/confine.ts';
import { liveUploadsFolder } from '../../services/files/live-uploads.ts';
import { FONTS_TYPE } from '../../lib/uploads-folder.ts';
import {
  isStudioPath,
  publishedOnly,
  readStudioFile,
  type StudioFileAccess,
} from '../../services/files/studio-files.ts';

/** Attachments are not fingerprinted and may change on re-import: cache briefly, revalidate by ETag. */
export const UPLOADS_CACHE_CONTROL =
  'public, max-age=3600, stale-while-revalidate=86400, stale-if-error=604800';

/** A font the importer made: its name holds a hash of its bytes, so it never changes. */
const FONT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/{type}/{path}: the attachment files of the live uploads version, under the same
 * confinement as /getfiledata, and the studio's uploads from the database (studio-files.ts;
 * one restored from an exported folder is on disk, as the import wrote it): on the public site
 * only those a published row names (decision 075), in the studio those `studioFileAccess` lets
 * the signed-in member of staff see (a draft's, for its preview). Any other is the 404 of a
 * file that is not there, answered `no-store`, so that a publish shows it at once. No file can run
 * script on the site: each answer is nosniff and sandboxed, typed by the allow-list, and only
 * PDFs and raster images are shown inline.
 */
export async function uploadsRoutes(
  app: FastifyInstance,
  {
    db,
    uploadsDir,
    studioFileAccess = publishedOnly(db),
  }: { db: Db; uploadsDir: string; studioFileAccess?: StudioFileAccess },
) {
  await app.register(fastifyStatic, { root: uploadsDir, serve: false });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    handler: async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      if (isStudioPath(rest)) {
        // Uploaded in the studio: from the database, with the headers of any other upload.
        const stored = (await studioFileAccess(rest, request.headers))
          ? await readStudioFile(db, rest)
          : undefined;
        if (stored) {
          reply.header('cache-control', UPLOADS_CACHE_CONTROL);
          reply.headers(fileAnswerHeaders(stored.name));
          reply.header('content-length', stored.size);
          return reply.send(stored.data);
        }
        // Not (yet) public: its 404 is kept by no cache, so a publish shows it at once.
        reply.header('cache-control', 'no-store');
      }
      const slash = rest.indexOf('/');
      const root = await liveUploadsFolder(db, uploadsDir);
      const file = await confineUpload(
        root,
        slash < 0 ? rest : rest.slice(0, slash),
        slash < 0 ? '' : rest.slice(slash + 1),
      );
      reply.header('cache-control', UPLOADS_CACHE_CONTROL);
      reply.headers(fileAnswerHeaders(file.relative));
      if (file.relative.startsWith(`${FONTS_TYPE}/`) && file.ext === 'woff2') {
        // Staff cannot put a font here (not an attachment kind): the importer's own, for CSS.
        reply.header('content-type', 'font/woff2').header('cache-control', FONT_CACHE_CONTROL);
        reply.removeHeader('content-disposition');
      }
      // The type is the allow-list's (fileAnswerHeaders), never a guess from any other list.
      return reply.sendFile(file.relative, root, { cacheControl: false, contentType: false });
    },
  });
}
