import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findFile } from '../../services/files/file-source.ts';
import {
  FILE_RETRY_AFTER_SECONDS,
  type FileAnswerSlots,
} from '../../api/files/file-answer-slots.ts';
import type { ApiClient } from '../../contract/client.ts';
import { LINK_MIME } from '../../contract/codes.ts';
import type { Db } from '../../db/database.ts';
import { fileAnswerHeaders } from '../../lib/attachment-kinds.ts';
import { MAX_ATTACHMENT_BYTES } from '../../lib/attachment-limits.ts';
import { cvFileName } from '../../web/lib/department/cv.server.ts';
import { isUnknown, parseId } from '../../web/lib/department/load.server.ts';
import { cvPath } from '../../site-map/department-pages.ts';

/** The address this route answers; any other spelling of it is sent here (faculty-cv.ts). */
export const CV_ROUTE = '/department/:deptCode/faculty/cv';

export interface CvDownloadOptions {
  /** The site's contract client: the profile names the CV. */
  api: ApiClient;
  /** The bound this process puts on file answers sent at once (shared with /getfiledata). */
  fileAnswers: FileAnswerSlots;
  /** This process's database and uploads folder; absent on a site-only copy (SERVE=site). */
  local?: { db: Db; uploadsDir: string };
}

const text = (reply: FastifyReply, status: number, message: string) =>
  reply
    .code(status)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(message);

const notAvailable = (reply: FastifyReply) => text(reply, 404, 'This CV is not available.');

/** A refusal of the file itself (missing, outside the uploads folder): the CV is not there. */
const isRefusal = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * GET /department/{dept_code}/faculty/cv?id={employee id}: the faculty member's CV as an
 * attachment named '{type}{random}.pdf' (SPEC §9), read through the profile (POST
 * /getmyprofiledata). A server route beside the pages, not a page: a page's answer is read whole
 * and kept, while a file is streamed from this process's uploads (a chunk at a time) under the
 * bound on file answers. A site-only copy reads it through the contract (/getfiledata), under
 * the same bound. A person of another department is a redirect to the address under theirs; a
 * CV given as a link to another site is a redirect there (the server never fetches it).
 */
export async function cvDownloadRoutes(
  app: FastifyInstance,
  { api, fileAnswers, local }: CvDownloadOptions,
) {
  app.route({
    method: ['GET', 'HEAD'],
    url: CV_ROUTE,
    exposeHeadRoute: false,
    // A CV is a PDF, compressed already.
    compress: false,
    handler: async (request, reply) => {
      const { deptCode } = request.params as { deptCode: string };
      const id = parseId(new URL(request.url, 'http://in-process').searchParams.get('id'));
      if (!id) return notAvailable(reply);
      const profile = await api.getMyProfileData({ id }).catch((error: unknown) => {
        if (isUnknown(error)) return 0 as const;
        throw error;
      });
      if (profile === 0) return notAvailable(reply);
      if (profile.dept_code && profile.dept_code !== deptCode)
        return reply.redirect(cvPath(profile.dept_code, id));
      const cv = profile.cv[0];
      if (!cv) return notAvailable(reply);
      if (cv.mime === LINK_MIME) return reply.redirect(cv.path);

      const release = fileAnswers.take();
      if (!release)
        return text(
          reply.header('retry-after', String(FILE_RETRY_AFTER_SECONDS)),
          503,
          'Too many downloads at once; please try again in a few seconds.',
        );
      try {
        const file = local
          ? await findFile(local.db, local.uploadsDir, cv.type, cv.path, MAX_ATTACHMENT_BYTES)
          : undefined;
        const ext = file?.ext || cv.ext || 'pdf';
        reply.headers({
          // Typed by the allow-list from its extension (never the backend's word), nosniff and
          // sandboxed like every file answer; always a download.
          ...fileAnswerHeaders(`cv.${ext}`),
          'Content-Disposition': `attachment; filename="${cvFileName(cv.type)}"`,
          // The name is new on every download.
          'Cache-Control': 'no-store',
        });
        if (file) {
          reply.header('content-length', String(file.size));
          if (request.method === 'HEAD') {
            release();
            return reply.send();
          }
          const body = Readable.from(await file.open(), { objectMode: false });
          body.once('close', release);
          reply.raw.once('close', release);
          return reply.send(body);
        }
        // A site-only copy: the API tier bounds and streams its answer; this copy holds one.
        const remote = await api.getFileData({
          type: cv.type,
          path: cv.path,
          mime: cv.mime,
          ext: cv.ext,
        });
        const bytes = Buffer.from(remote.data, 'base64');
        release();
        reply.header('content-length', String(bytes.length));
        return reply.send(request.method === 'HEAD' ? undefined : bytes);
      } catch (error) {
        release();
        if (isRefusal(error) || isUnknown(error)) {
          reply.removeHeader('content-disposition');
          return notAvailable(reply);
        }
        throw error;
      }
    },
  });
}
