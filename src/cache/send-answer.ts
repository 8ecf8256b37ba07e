import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import vary from 'vary';
import {
  compressedForRequest,
  gzipFormOf,
  type Rendered,
  type StoredAnswer,
} from './stored-answer.ts';

type Encoding = 'br' | 'gzip' | 'identity';
const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };

// Accept-Encoding headers repeat endlessly; the negotiator remembers a bounded number of answers.
const negotiator = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new LRUCache<string, string>({ max: 200 }),
});

/** The form to send: the client's preferred encoding (an entry without brotli is sent as is). */
export function chooseEncoding(entry: StoredAnswer, acceptEncoding: string | undefined): Encoding {
  if (!entry.br || !acceptEncoding) return 'identity';
  return negotiator.negotiate(acceptEncoding) ?? 'identity';
}

/**
 * A strong ETag per form (a gzip body is not byte-equal to a brotli one); If-None-Match matches
 * any form of the same body, as all of them decode to the same bytes.
 */
export function etagOf(entry: StoredAnswer, encoding: Encoding): string {
  // The fast and the best forms of one body differ in bytes: each has its own tag.
  const fast = encoding !== 'identity' && entry.compression === 'fast' ? 'f' : '';
  return `"${entry.hash}${ETAG_SUFFIX[encoding]}${fast}"`;
}

export function matchesIfNoneMatch(entry: StoredAnswer, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .some((tag) => tag.replace(/-(br|gz)f?$/, '') === entry.hash);
}

/** Sets every header on the reply; a name given more than once (Set-Cookie) keeps all values. */
export function replayHeaders(reply: FastifyReply, headers: [string, string][]) {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of headers) grouped.set(key, [...(grouped.get(key) ?? []), value]);
  for (const [key, values] of grouped) reply.header(key, values.length === 1 ? values[0] : values);
}

/**
 * Sends a stored answer: the form the client accepts, as stored (only the gzip form of a body
 * stored on its first request is made for the request), its ETag, Last-Modified and Age; a 304
 * when If-None-Match names its body.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: StoredAnswer,
  overrides: Record<string, string> = {},
) {
  const encoding = chooseEncoding(entry, request.headers['accept-encoding']);
  reply.code(entry.status);
  replayHeaders(reply, entry.headers);
  reply.header('vary', 'Accept-Encoding');
  reply.headers(overrides);
  reply.header('etag', etagOf(entry, encoding));
  reply.header('last-modified', new Date(entry.modifiedAt).toUTCString());
  reply.header('age', String(Math.max(0, Math.floor((Date.now() - entry.verifiedAt) / 1000))));
  if (entry.status === 200 && matchesIfNoneMatch(entry, request.headers['if-none-match'])) {
    return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(
    encoding === 'br' ? entry.br : encoding === 'gzip' ? await gzipFormOf(entry) : entry.identity,
  );
}

/**
 * Sends an answer that was not stored (a 5xx, a page that sets a cookie, every page while the
 * page cache is off, an /api answer): compressed at once in the encoding the client prefers
 * (stored-answer.ts), else as it came.
 */
export async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: Rendered,
  overrides: Record<string, string> = {},
) {
  reply.code(rendered.status);
  replayHeaders(
    reply,
    rendered.headers.filter(([key]) => key !== 'content-length'),
  );
  reply.headers(overrides);
  const accepted = request.headers['accept-encoding'];
  const encoding =
    request.method !== 'HEAD' && accepted && !request.headers['x-no-compression']
      ? negotiator.negotiate(accepted)
      : undefined;
  const form =
    encoding === 'br' || encoding === 'gzip'
      ? await compressedForRequest(rendered, encoding)
      : undefined;
  if (!form) return reply.send(rendered.body);
  reply.header('content-encoding', encoding);
  reply.header(
    'vary',
    vary.append([reply.getHeader('vary') ?? ''].flat().join(', '), 'Accept-Encoding'),
  );
  return reply.send(form);
}

/**
 * Sends what the cache gave: a stored answer, or a render it did not keep. `overrides` are
 * headers set over the answer's own (a page's Vary, a visitor's own copy's Cache-Control).
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: StoredAnswer | Rendered,
  overrides: Record<string, string> = {},
) {
  return 'identity' in answer
    ? sendStored(request, reply, answer, overrides)
    : sendRendered(request, reply, answer, overrides);
}
