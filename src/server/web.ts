import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppLoadContext, ServerBuild } from 'react-router';
import type { Config } from '../config/config.ts';
import { isReadMethod, READ_METHODS, refuseMethod } from '../api/methods.ts';
import { canonicalAddresses } from './canonical-address.ts';
import { renderThreads } from './render-threads/render-threads.ts';
import { loadBuiltStyles } from './inline-styles.ts';
import type { RenderLimits } from './page-admission.ts';
import { pageServer, type PageCache } from './page-cache.ts';
import type { PagePolicy } from './security/page-policy.ts';
import { serializePolicy, WORKER_DIRECTIVES } from './security/content-security-policy.ts';
import { DOCUMENT_ONLY_HEADERS } from './security/security-headers.ts';
import { createPageHandler } from './page-handler.ts';

const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const FILE_CACHE_CONTROL = 'public, max-age=3600';
/**
 * The service worker keeps its address across deploys: the browser asks for it again at every
 * check, so a new deploy replaces it at the next visit (decision 101).
 */
const WORKER_CACHE_CONTROL = 'no-cache';
const WORKER_POLICY = serializePolicy(WORKER_DIRECTIVES);
/** A redirect to a page's canonical address: the same for everyone, kept a day. */
const CANONICAL_CACHE_CONTROL = 'public, max-age=86400';

export interface WebOptions {
  buildDir: string;
  getLoadContext: () => AppLoadContext;
  /** Rendered pages, served to GET and HEAD (see page-cache.ts). */
  pageCache: PageCache;
  /** How long a page waits for its data in all (API_TIMEOUT_MS). */
  apiTimeoutMs: number;
  /** The Content-Security-Policy of a rendered page, from its HTML (its inline scripts' hashes). */
  pagePolicy?: PagePolicy;
  /** The bound on renders in flight and the per-address budget of renders. */
  renderLimits?: RenderLimits;
  /** Threads that render the pages (RENDER_THREADS); 0 or absent: this thread renders them. */
  renderThreads?: number;
  /** The server's settings: each render thread makes its own sources from them. */
  config: Config;
}

export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
}

/**
 * The address of the pages' one script, the enhancements bundled by scripts/build-enhance.mjs
 * (decision 030); undefined when the build has none, and the pages are then sent without it.
 */
async function enhanceScript(buildDir: string): Promise<string | undefined> {
  try {
    const { script } = JSON.parse(await readFile(join(buildDir, 'enhance.json'), 'utf8')) as {
      script?: unknown;
    };
    return typeof script === 'string' && script.startsWith('/assets/') ? script : undefined;
  } catch {
    return undefined;
  }
}

/** The built client files, and every other address rendered by React Router. */
export async function webRoutes(
  app: FastifyInstance,
  {
    buildDir,
    getLoadContext,
    pageCache,
    apiTimeoutMs,
    pagePolicy,
    renderLimits,
    ...options
  }: WebOptions,
) {
  // Loaded here too: the page's own address is found from its routes (canonical-address.ts).
  const build = await loadServerBuild(buildDir);
  const handle = createPageHandler(build, 'production');
  const canonicalAddress = canonicalAddresses(build);
  const clientDir = join(buildDir, 'client');
  const script = await enhanceScript(buildDir);
  const threads = renderThreads(app, {
    ...options,
    buildDir,
    clientDir,
    enhanceScript: script,
    deadlineMs: apiTimeoutMs,
    renderLimits,
  });
  if (threads) pageCache.warmThreads = (url) => threads.warm(url, getLoadContext());
  await threads?.ready;
  const servePage = pageServer({
    handle,
    getLoadContext: () => ({ ...getLoadContext(), enhanceScript: script }),
    cache: pageCache,
    deadlineMs: apiTimeoutMs,
    limits: renderLimits,
    finish: { pagePolicy, styles: await loadBuiltStyles(clientDir) },
    renderer: threads?.render,
  });

  const worker = join(clientDir, 'sw.js');
  // Fingerprinted assets never change under their name: cache them for a year.
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The .br and .gz beside each file (made by npm run build) are sent in its place.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    // @fastify/static itself adds Vary: accept-encoding.
    setHeaders: (reply, path) => {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      // Sent as itself or as the .br or .gz beside it.
      if (path === worker || path.startsWith(`${worker}.`)) {
        reply.header('cache-control', WORKER_CACHE_CONTROL);
        reply.header('content-security-policy', WORKER_POLICY);
        return;
      }
      reply.header(
        'cache-control',
        path.includes('/assets/') ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL,
      );
    },
  });

  await pageRoutes(app, servePage, canonicalAddress);
}

/**
 * Every address not served otherwise is a page: rendered by React Router through the page cache,
 * or first sent to its canonical address. Shared by the built site and `npm run dev`.
 */
export async function pageRoutes(
  app: FastifyInstance,
  servePage: ReturnType<typeof pageServer>,
  canonicalAddress: (url: string) => string | undefined | Promise<string | undefined>,
) {
  await app.register(async (scope) => {
    // Pages are read-only (no actions): another method gets 405 before any body is read.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.all('/*', async (request, reply) => {
      if (!isReadMethod(request.method)) return refuseMethod(request, reply, READ_METHODS);
      // An address with a parameter its page does not take is sent to the page's own address
      // before the cache is asked: no render, no cache entry (decision 039).
      const canonical = await canonicalAddress(request.url);
      if (canonical === undefined) return servePage(request, reply);
      await servePage.holdRedirect(request);
      return reply
        .code(301)
        .header('location', canonical)
        .header('cache-control', CANONICAL_CACHE_CONTROL)
        .send();
    });
  });
}
