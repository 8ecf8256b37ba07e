import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { isReadMethod, READ_METHODS, refuseMethod } from '../api/methods.ts';
import type { PagePolicy } from './security/page-policy.ts';

/** Pages change a few times a day: a CDN may keep them a minute and serve stale while refreshing. */
export const PAGE_CACHE_CONTROL =
  'public, max-age=60, stale-while-revalidate=600, stale-if-error=86400';
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const FILE_CACHE_CONTROL = 'public, max-age=3600';

export interface WebOptions {
  buildDir: string;
  getLoadContext: (request: FastifyRequest) => AppLoadContext;
  /** The Content-Security-Policy of a rendered page, from its HTML (its inline scripts' hashes). */
  pagePolicy?: PagePolicy;
}

export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
}

/** The built client files, and every other address rendered by React Router. */
export async function webRoutes(
  app: FastifyInstance,
  { buildDir, getLoadContext, pagePolicy }: WebOptions,
) {
  const handle = createRequestHandler(await loadServerBuild(buildDir), 'production');

  // Fingerprinted assets never change under their name: cache them for a year.
  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL,
      );
    },
  });

  await app.register(async (scope) => {
    // Pages are read-only (no actions): another method gets 405 before any body is read.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.all('/*', async (request, reply) =>
      isReadMethod(request.method)
        ? render(request, reply, handle, getLoadContext, pagePolicy)
        : refuseMethod(request, reply, READ_METHODS),
    );
  });
}

async function render(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: ReturnType<typeof createRequestHandler>,
  getLoadContext: WebOptions['getLoadContext'],
  pagePolicy: PagePolicy | undefined,
) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(key, v);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  const webRequest = new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    // A HEAD is rendered as a GET so its headers match; Node leaves the body out of the answer.
    method: 'GET',
    headers,
    signal: controller.signal,
  });

  const response = await handle(webRequest, getLoadContext(request));
  reply.code(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.headers.has('cache-control')) {
    reply.header('cache-control', response.status === 200 ? PAGE_CACHE_CONTROL : 'no-store');
  }
  // Pages are small and fully loaded before rendering: buffer them so ETag and compression apply.
  const body = Buffer.from(await response.arrayBuffer());
  // Part of the render, so a cached page keeps the policy of its own inline scripts.
  if (pagePolicy && response.headers.get('content-type')?.startsWith('text/html')) {
    reply.header('content-security-policy', await pagePolicy(body.toString('utf8')));
  }
  return reply.send(body);
}
