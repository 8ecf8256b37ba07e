import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { addressMatcher } from '../../lib/address-ranges.ts';
import { languageOf, type Language } from '../../web/i18n/language.ts';
import { downloadRefusalHtml } from '../refusal-page.ts';
import { createRefusalPace } from './refusal-pace.ts';

export interface RateLimits {
  /** Requests a minute from one client address to the API; 0: no limit. */
  perMinute: number;
  /** File downloads a minute from one client address; 0: no limit. */
  filesPerMinute: number;
  /**
   * Addresses or CIDR ranges of the site copies that read this API (TRUSTED_SITE_ADDRESSES): each
   * makes the calls of all its visitors from one address, so none of its requests is counted.
   */
  trustedAddresses?: readonly string[];
  /** The pause before a refusal is answered (REFUSAL_DELAY_MS, refusal-pace.ts); 0: none. */
  refusalDelayMs?: number;
}

/** Routes that send whole files: the contract's file call, a CV, a gallery picture. */
const FILE_DOWNLOADS = [
  /^\/api\/getfiledata\/?$/,
  /^\/department\/[^/]+\/faculty\/cv\/?$/,
  /^\/department\/[^/]+\/gallery\/image\/?$/,
];

/**
 * The path as the pages will route it: dot segments resolved, as URL does it (`/assets/../events`
 * and `/assets/%2e%2e/events` are `/events`), so that no address dresses a page up as a file
 * that is not counted, or a file download as a page.
 */
const pathOf = (request: FastifyRequest) => {
  try {
    return new URL(request.url, 'http://in-process').pathname;
  } catch {
    return request.url.split('?')[0] ?? '';
  }
};
const isFileDownload = (request: FastifyRequest) =>
  FILE_DOWNLOADS.some((route) => route.test(pathOf(request)));
const isApi = (request: FastifyRequest) => /^\/api(\/|$)/.test(pathOf(request));
/**
 * The language of the page a download was asked from: a file's address is the same for both,
 * the Referer's path says which (the site's policy sends it whole to its own origin).
 */
function languageOfReferer(request: FastifyRequest): Language {
  try {
    return languageOf(new URL(String(request.headers.referer ?? ''), 'http://in-process').pathname);
  } catch {
    return 'en';
  }
}
/** Marks a request this limit refused, for the form of its answer. */
const REFUSED = Symbol('refused by the rate limit');
/** The client's address as every per-address limit counts it (an IPv6 client by its /64). */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip, 64);
const unlimited = (max: number) => (max > 0 ? max : Number.MAX_SAFE_INTEGER);

/**
 * A per-client limit (the address as TRUST_PROXY lets Fastify see it): generous for the API,
 * since a hostel or a mobile carrier puts hundreds of visitors behind one address, and tight for
 * file downloads. The pages' own calls to /api in process are not counted: they are
 * the visitor's one page request. Past the limit: 429 with Retry-After.
 */
export const rateLimits = fastifyPlugin(async function rateLimits(
  app: FastifyInstance,
  limits: RateLimits,
) {
  if (!limits.perMinute && !limits.filesPerMinute) return;
  // request.ip: the socket's address, or the client's as proxies named in TRUST_PROXY report it
  // (TRUST_PROXY=true, which would believe a visitor's own X-Forwarded-For, is refused with it).
  const trusted = addressMatcher(limits.trustedAddresses ?? []);
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      `${isFileDownload(request) ? 'files' : 'api'}:${clientAddress(request)}`,
    max: async (_request, key) =>
      unlimited(key.startsWith('files:') ? limits.filesPerMinute : limits.perMinute),
    // Pages are not counted here: a kept page is never refused, and the renders a page request
    // starts have a budget of their own (page-admission.ts). Static files cost a read from disk
    // and are cached by browsers and proxies.
    allowList: (request) => trusted(request.ip) || !(isApi(request) || isFileDownload(request)),
    // Counters on every answer would be stored and replayed by caches: only a refusal says more.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (request, context) => {
      (request as FastifyRequest & { [REFUSED]?: true })[REFUSED] = true;
      return {
        statusCode: 429,
        error: 'Too Many Requests',
        message: `Too many requests from your address; please try again in ${context.after}.`,
      };
    },
  });
  // A visitor's browser (a CV, a gallery picture) is told in words; the API answers JSON.
  const pace = createRefusalPace(limits.refusalDelayMs ?? 0);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!(request as FastifyRequest & { [REFUSED]?: true })[REFUSED]) return payload;
    await pace();
    if (isApi(request)) return payload;
    reply.header('content-type', 'text/html; charset=utf-8');
    const seconds = Number(reply.getHeader('retry-after')) || 60;
    return downloadRefusalHtml(seconds, languageOfReferer(request));
  });
});
