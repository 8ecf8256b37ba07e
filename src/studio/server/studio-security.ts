import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import helmet from 'helmet';
import { errorBody } from '../../api/http-error.ts';
import type { HeaderPair } from '../../http/client-error.ts';

/** Every studio answer is for one member of staff: no browser history copy, no proxy copy. */
export const STUDIO_CACHE_CONTROL = 'no-store';

/**
 * The headers of an answer Node writes itself, before the studio sees a request (a bad request
 * line, headers too large, a request too slow: src/http/client-error.ts): the studio's own for a
 * JSON answer, which nothing may frame, run or keep.
 */
export const STUDIO_SOCKET_HEADERS: readonly HeaderPair[] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'same-origin'],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['x-robots-tag', 'noindex, nofollow'],
];

/** This answer's nonce, for the inline scripts React Router writes (hydration data). */
export function nonceOf(reply: FastifyReply): string {
  return (reply.raw as { studioNonce?: string }).studioNonce ?? '';
}

/**
 * The studio's own headers (decision 037): a strict CSP whose only inline scripts are this
 * answer's (by nonce), no framing but the preview's by the studio itself, no caching anywhere,
 * and no write from another origin (the Origin header must be the studio's own; SameSite=Strict
 * cookies are the second lock). A write without Origin (an old browser, a script) is refused too.
 */
export const studioSecurity = fastifyPlugin(async function studioSecurity(
  app: FastifyInstance,
  {
    origins,
    fromSources = false,
  }: {
    origins: () => readonly string[];
    /**
     * `npm run dev`: Vite brings an edited stylesheet in as a <style> element, with this
     * answer's nonce (root.tsx gives it to Vite); a built studio has no inline style at all.
     */
    fromSources?: boolean;
  },
) {
  app.addHook('onRequest', (request, reply, done) => {
    const nonce = randomBytes(16).toString('base64');
    (reply.raw as { studioNonce?: string }).studioNonce = nonce;
    const headers = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", `'nonce-${nonce}'`],
          'style-src': fromSources ? ["'self'", `'nonce-${nonce}'`] : ["'self'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'"],
          'frame-src': ["'self'"],
          'frame-ancestors': [isPreview(request) ? "'self'" : "'none'"],
          'form-action': ["'self'"],
          'base-uri': ["'none'"],
          'object-src': ["'none'"],
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'same-origin' },
      xFrameOptions: isPreview(request) ? false : { action: 'deny' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
    });
    headers(request.raw, reply.raw, (error?: unknown) => {
      reply.header('cache-control', STUDIO_CACHE_CONTROL);
      reply.header('x-robots-tag', 'noindex, nofollow');
      if (!isWrite(request) || sameOrigin(request, origins())) return done();
      reply
        .code(403)
        .send(errorBody(403, 'This form was sent from another site; nothing was changed.'));
      done(error instanceof Error ? error : undefined);
    });
  });
});

const isWrite = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD';
const isPreview = (request: FastifyRequest) => /^\/preview\//.test(request.url);

/** The browser says where a request comes from: Origin on every POST, Sec-Fetch-Site besides. */
function sameOrigin(request: FastifyRequest, origins: readonly string[]): boolean {
  const sent = request.headers.origin;
  if (sent === undefined || !origins.includes(sent)) return false;
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin';
}
