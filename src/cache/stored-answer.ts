import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** An answer as produced: by React Router for a page, by a contract route for /api. */
export interface Rendered {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** A source of the page did not answer: what is shown is not the whole page. */
  degraded?: boolean;
}

/** An answer kept in the cache, with its compressed forms and validators made once. */
export interface StoredAnswer {
  status: number;
  /** Every header of the render but those the stored form sets itself (see OWN_HEADERS). */
  headers: [string, string][];
  identity: Buffer;
  br: Buffer | undefined;
  /** Kept with the best forms only: until then it is made per request (gzipFormOf). */
  gzip: Buffer | undefined;
  /**
   * The compressed forms are the fast ones made when the body was stored (`fast`), or the
   * smallest, made once the body was asked for again (`best`, see bestForms).
   */
  compression: 'fast' | 'best';
  /** Hash of the body; the ETag of each form is made from it. */
  hash: string;
  /** When a render last produced this body (Last-Modified). */
  modifiedAt: number;
  /** When a render last confirmed this body (Age, and the limit of serving it stale). */
  verifiedAt: number;
  /** Kept through an outage: served, past its render, as possibly out of date. */
  stale: boolean;
  /** Bytes held, for the cache's bound. */
  size: number;
}

/** Set by the stored form from its own fields, never replayed from the render. */
const OWN_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'last-modified',
  'age',
  'vary',
  'date',
  'connection',
  'keep-alive',
]);

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+(json|xml))|image\/svg\+xml)/;
/** Below this a compressed form saves too little to be worth keeping. */
const MIN_COMPRESS_BYTES = 256;

/**
 * What is compressed on each request (@fastify/compress: answers that are not kept, every page
 * while the page cache is off) uses fast settings: brotli 11 takes some 50 times as long as 4
 * for a few per cent fewer bytes. Kept answers asked for again are compressed once, harder
 * (bestForms).
 */
const PER_REQUEST_BROTLI_QUALITY = 4;
/** @fastify/compress's threshold, kept for what is compressed here per request. */
const PER_REQUEST_MIN_BYTES = 1024;
const PER_REQUEST_GZIP_LEVEL = 6;
export const PER_REQUEST_COMPRESSION = {
  threshold: PER_REQUEST_MIN_BYTES,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY } },
  zlibOptions: { level: PER_REQUEST_GZIP_LEVEL },
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The settings of each form: `fast` as per-request compression, for a body stored on its first
 * request (most addresses asked for once, a search or a crawler's page, never cost more); `best`
 * (brotli 9 is close to 11 in size for HTML at a fraction of the time) for one asked for again.
 */
const SETTINGS = {
  fast: { brotli: PER_REQUEST_BROTLI_QUALITY, gzip: PER_REQUEST_GZIP_LEVEL },
  best: { brotli: 9, gzip: 9 },
} as const;

/** One compressed form of a body, in one call on libuv's thread pool (no stream per answer). */
function compressedAs(
  body: Buffer,
  encoding: 'br' | 'gzip',
  quality: { brotli: number; gzip: number },
) {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality.brotli,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: quality.gzip });
}

/** The best brotli and gzip forms of a body, made on libuv's thread pool; neither if it does not shrink. */
async function bestCompressed(body: Buffer) {
  const [br, gz] = await Promise.all([
    compressedAs(body, 'br', SETTINGS.best),
    compressedAs(body, 'gzip', SETTINGS.best),
  ]);
  return br.length < body.length && gz.length < body.length
    ? { br, gzip: gz }
    : { br: undefined, gzip: undefined };
}

/**
 * The fast form of a body stored on its first request: brotli alone, what browsers ask for. gzip
 * 6 costs more than brotli 4, and most such bodies are never asked for again (decision 116).
 */
async function fastCompressed(body: Buffer) {
  const br = await compressedAs(body, 'br', SETTINGS.fast);
  return br.length < body.length ? { br, gzip: undefined } : { br: undefined, gzip: undefined };
}

/** An entry's gzip form: the one kept, or one made now at the fast settings; none uncompressed. */
export async function gzipFormOf(entry: StoredAnswer): Promise<Buffer | undefined> {
  if (!entry.br) return undefined;
  return entry.gzip ?? compressedAs(entry.identity, 'gzip', SETTINGS.fast);
}

/**
 * The form of a render that is not kept (every page while the page cache is off, an /api
 * answer), compressed as the client asks, at the per-request settings; undefined when it is not
 * worth compressing. One call on a whole body: @fastify/compress pipes every answer through a
 * stream, which cost twice the CPU of the compression itself for a page (decision 111).
 */
export async function compressedForRequest(
  rendered: Rendered,
  encoding: 'br' | 'gzip',
): Promise<Buffer | undefined> {
  const type = headerOf(rendered.headers, 'content-type') ?? '';
  if (!COMPRESSIBLE.test(type) || rendered.body.length < PER_REQUEST_MIN_BYTES) return undefined;
  if (headerOf(rendered.headers, 'content-encoding')) return undefined;
  const form = await compressedAs(rendered.body, encoding, SETTINGS.fast);
  return form.length < rendered.body.length ? form : undefined;
}

const sizeOf = (body: Buffer, forms: { br?: Buffer; gzip?: Buffer }, headers: [string, string][]) =>
  body.length +
  (forms.br?.length ?? 0) +
  (forms.gzip?.length ?? 0) +
  headers.reduce((sum, [key, value]) => sum + key.length + value.length, 200);

/**
 * The entry with its smallest compressed forms, made once it is asked for again; the same entry
 * when it has them, or has none.
 */
export async function bestForms<T extends StoredAnswer>(entry: T): Promise<T> {
  if (entry.compression === 'best' || !entry.br) return entry;
  const forms = await bestCompressed(entry.identity);
  if (!forms.br) return entry;
  return {
    ...entry,
    ...forms,
    compression: 'best',
    size: sizeOf(entry.identity, forms, entry.headers),
  };
}

export function headerOf(headers: [string, string][], name: string): string | undefined {
  return headers.find(([key]) => key === name)?.[1];
}

/**
 * The stored form of a render. When the previous entry has the very same body, its compressed
 * forms and ETag are reused and only its verification time moves on.
 */
export async function storeAnswer(
  rendered: Rendered,
  previous?: StoredAnswer,
  now = Date.now(),
): Promise<StoredAnswer> {
  const hash = createHash('sha256').update(rendered.body).digest('base64url').slice(0, 32);
  const headers = rendered.headers.filter(([key]) => !OWN_HEADERS.has(key));
  if (
    previous &&
    !previous.stale &&
    previous.hash === hash &&
    previous.status === rendered.status
  ) {
    return { ...previous, headers, verifiedAt: now };
  }
  const type = headerOf(headers, 'content-type') ?? '';
  const forms =
    COMPRESSIBLE.test(type) && rendered.body.length >= MIN_COMPRESS_BYTES
      ? await fastCompressed(rendered.body)
      : { br: undefined, gzip: undefined };
  const size = sizeOf(rendered.body, forms, headers);
  return {
    status: rendered.status,
    headers,
    identity: rendered.body,
    ...forms,
    compression: 'fast',
    hash,
    modifiedAt: now,
    verifiedAt: now,
    stale: false,
    size,
  };
}
