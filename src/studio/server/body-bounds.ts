import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { readSignedIn } from '../auth/sessions.ts';
import type { SignedIn } from '../context.ts';
import { BODY_LIMITS, bodyKindOf, type BodyKind } from './body-limits.ts';
import { refuseBody } from './studio-errors.ts';

/** Posts with files (sent without JavaScript) one account may have on their way at once. */
export const FILE_POSTS_AT_ONCE = 2;

/** What the bounds learnt of a request before its body: who sends it, and its kind of write. */
export interface Bounded {
  signedIn: SignedIn | null;
  kind: BodyKind;
  /** Set when the body ran past its limit and was cut there. */
  cut: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    studioBounds: Bounded;
  }
}

const hasBody = (request: FastifyRequest) =>
  request.headers['content-length'] !== undefined ||
  request.headers['transfer-encoding'] !== undefined;

/**
 * Every studio write read within the limit of its kind (body-limits.ts, decision 071), before
 * anything of it is kept: a Content-Length past it is answered 413 at once, unread; a body
 * without one (chunked) is cut where it passes the limit, and the answer is 413 whatever the
 * route made of the rest. The body reaches the route as a stream (never buffered whole here),
 * which the action reads with readForm. Posts with files are counted per account.
 */
export const boundedBodies = fastifyPlugin(async function boundedBodies(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const filePosts = new Map<number, number>();
  app.decorateRequest('studioBounds', undefined as unknown as Bounded);

  app.addHook('onRequest', async (request, reply) => {
    const signedIn = await readSignedIn(db, request.headers.cookie, config.studio, new Date());
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    const kind = write ? bodyKindOf(request.url, signedIn !== null) : 'small';
    request.studioBounds = { signedIn, kind, cut: false };
    if (!write || !hasBody(request)) return;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > BODY_LIMITS[kind].bytes) return refuseBody(request, reply, 413, kind);
    if (kind === 'files' && signedIn && /^multipart\//i.test(request.headers['content-type'] ?? ''))
      return countFilePost(filePosts, signedIn.user.id, request, reply);
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    const bounds = request.studioBounds;
    return cutAt(payload, BODY_LIMITS[bounds.kind].bytes, () => (bounds.cut = true));
  });
});

/** One more post with files for this account, or a 429 past FILE_POSTS_AT_ONCE. */
function countFilePost(
  posts: Map<number, number>,
  userId: number,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const now = posts.get(userId) ?? 0;
  if (now >= FILE_POSTS_AT_ONCE) return refuseBody(request, reply, 429, 'files');
  posts.set(userId, now + 1);
  reply.raw.once('close', () => {
    const left = (posts.get(userId) ?? 1) - 1;
    if (left > 0) posts.set(userId, left);
    else posts.delete(userId);
  });
}

/** The body as it arrives, ended with an error (and `onCut`) where it passes `limit` bytes. */
function cutAt(body: Readable, limit: number, onCut: () => void): Readable {
  let seen = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      seen += chunk.length;
      if (seen <= limit) return next(null, chunk);
      onCut();
      body.unpipe(bounded);
      next(Object.assign(new Error('The body is past its limit'), { statusCode: 413 }));
    },
  });
  // Whoever reads it sees the error; nobody reading it must not make it an uncaught one.
  bounded.on('error', () => undefined);
  return body.pipe(bounded);
}
