import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import helmet from 'helmet';
import { YOUTUBE_EMBED_ORIGIN } from '../../lib/embeds.ts';
import { BASE_DIRECTIVES } from './content-security-policy.ts';

/** A year, the least HSTS preload lists and the Observatory ask for. */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Powerful features the site never uses are off for it and every frame in it. The tour video's
 * player keeps what playing a video needs (autoplay after the visitor's click, full screen,
 * picture-in-picture, protected media).
 */
const PERMISSIONS_POLICY = [
  ...['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'].map(
    (feature) => `${feature}=(self "${YOUTUBE_EMBED_ORIGIN}")`,
  ),
  ...[
    'accelerometer',
    'bluetooth',
    'browsing-topics',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/**
 * Headers that only a document acts on. A script, stylesheet or font sends its bytes without
 * them: a page loads a dozen such files, and these headers (the Permissions-Policy above all)
 * would weigh more than the smaller files themselves on a phone's connection. The headers every
 * answer needs (HSTS, nosniff, CORP, the base CSP) stay (decision 028).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'permissions-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Text answers without a charset, which a browser would otherwise guess. */
const TEXT_TYPE =
  /^(text\/|application\/(javascript|json|xml|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;

/**
 * Helmet's headers, its middleware made once. (@fastify/helmet makes the middleware again on
 * every request, parsing the CSP each time: about a tenth of the work of sending a kept page.)
 */
const helmetHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: toHelmet(BASE_DIRECTIVES) },
  strictTransportSecurity: { maxAge: ONE_YEAR_S, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // Would stop the tour video's player, which sends no Cross-Origin-Resource-Policy.
  crossOriginEmbedderPolicy: false,
});

/**
 * The same headers as name and value pairs, for an answer written to the socket without a reply
 * (Node's own 400, 408 and 431, see src/http/client-error.ts): helmet's middleware run once on a
 * stand-in.
 */
export function securityHeaderPairs(): [string, string][] {
  const pairs = new Map<string, string>();
  const collector = {
    setHeader: (name: string, value: unknown) => void pairs.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void pairs.delete(name.toLowerCase()),
  };
  helmetHeaders(
    {} as Parameters<typeof helmetHeaders>[0],
    collector as unknown as Parameters<typeof helmetHeaders>[1],
    () => undefined,
  );
  pairs.set('permissions-policy', PERMISSIONS_POLICY);
  return [...pairs];
}

/**
 * The security headers of every answer: pages, API, assets, uploads, errors, redirects. Set when
 * a request arrives, so a route may replace one with its own: a page its hashed CSP, an upload
 * its sandbox. Registered before every route, and global (not encapsulated).
 */
export const securityHeaders = fastifyPlugin(async function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    helmetHeaders(request.raw, reply.raw, (error?: unknown) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      done(error === undefined || error instanceof Error ? error : new Error(String(error)));
    });
  });
  // Idempotent, so an answer replayed from a cache passes unchanged.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && TEXT_TYPE.test(type) && !/;\s*charset=/i.test(type)) {
      reply.header('content-type', `${type}; charset=utf-8`);
    }
    return payload;
  });
});

function toHelmet(directives: Record<string, readonly string[]>) {
  return Object.fromEntries(
    Object.entries(directives).map(([name, values]) => [name, [...values]]),
  );
}
