import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import mime from 'mime-types';
import type { ParsedRequestOf } from '../../contract/calls.ts';
import { LINK_MIME } from '../../contract/codes.ts';
import { API_CACHE_CONTROL, contractRouteShape } from '../contract-route.ts';
import type { ApiDeps } from '../deps.ts';
import {
  createFileAnswerSlots,
  DEFAULT_FILE_ANSWERS_IN_FLIGHT,
  sendBusy,
} from './file-answer-slots.ts';
import { fileDataLength, fileDataStream } from './file-data-stream.ts';
import { findFile } from '../../services/files/file-source.ts';

export { MAX_FILE_DATA_BYTES } from '../../services/files/file-source.ts';

/** True when If-None-Match names this ETag (weak comparison, as @fastify/etag makes it). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const given = request.headers['if-none-match'];
  if (!given) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return given.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * POST /getfiledata: the file's bytes as base64 in the contract's JSON, streamed (decision 042):
 * the answer is written around the file as it is read, so a call holds a chunk, not the file,
 * and at most FILE_ANSWERS_IN_FLIGHT are sent at once; beyond them a 503 with Retry-After.
 */
export async function filesRoutes(app: FastifyInstance, { db, uploadsDir, fileAnswers }: ApiDeps) {
  const slots = fileAnswers ?? createFileAnswerSlots(DEFAULT_FILE_ANSWERS_IN_FLIGHT);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRouteShape('getFileData'),
    // Deflating base64 mostly undoes base64's third, at a second of CPU per 20 MB: the /uploads
    // address sends the file itself for no work at all.
    compress: false,
    handler: async (request, reply) => {
      const { type, path, mime: refMime } = request.body as ParsedRequestOf<'getFileData'>;
      // A link's path is an address taken from content: never fetched by the server (no SSRF).
      if (refMime === LINK_MIME || type === LINK_MIME) {
        throw httpErrors.badRequest(
          `A file reference with mime 'link' is an address; open it directly, the server does not fetch it`,
        );
      }
      const release = slots.take();
      if (!release) return sendBusy(reply);
      try {
        const file = await findFile(db, uploadsDir, type, path);
        const fields = {
          mime: mime.lookup(file.ext) || 'application/octet-stream',
          type,
          ext: file.ext,
        };
        reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('cache-control', API_CACHE_CONTROL)
          .header('etag', file.etag);
        if (notModified(request, file.etag)) {
          release();
          return reply.code(304).send();
        }
        const body = fileDataStream(await file.open(), fields);
        // Given back when the answer is sent, or when the caller goes away half way.
        body.once('close', release);
        reply.raw.once('close', release);
        reply.header('content-length', String(fileDataLength(file.size, fields)));
        return reply.send(body);
      } catch (error) {
        release();
        throw error;
      }
    },
  });
}
