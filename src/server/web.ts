import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { Readable } from 'node:stream';
import type { AnswerCache } from '../cache/answer-cache.ts';
import { pageServer } from './page-cache.ts';
import { toRendered } from './page-render.ts';
import { sendRendered } from '../cache/send-answer.ts';

const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const FILE_CACHE_CONTROL = 'public, max-age=3600';

export interface WebOptions {
  buildDir: string;
  getLoadContext: () => AppLoadContext;
  /** Rendered pages, served to GET and HEAD (see page-cache.ts). */
  pageCache: AnswerCache;
  /** How long a page waits for its data in all (API_TIMEOUT_MS). */
  apiTimeoutMs: number;
}

export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
}

/** The built client files, and every other address rendered by React Router. */
export async function webRoutes(
  app: FastifyInstance,
  { buildDir, getLoadContext, pageCache, apiTimeoutMs }: WebOptions,
) {
  const handle = createRequestHandler(await loadServerBuild(buildDir), 'production');
  const servePage = pageServer({
    handle,
    getLoadContext,
    cache: pageCache,
    deadlineMs: apiTimeoutMs,
  });

  // Fingerprinted assets never change under their name: cache them for a year.
  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    wildcard: false,
    index: false,
    cacheControl: false,
    // The .br and .gz beside each file (made by npm run build) are sent in its place.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (res, path) => {
      res.setHeader('vary', 'Accept-Encoding');
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL,
      );
    },
  });

  await app.register(async (scope) => {
    // React Router reads the body itself (for actions): hand it the raw stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.all('/*', async (request, reply) =>
      request.method === 'GET' || request.method === 'HEAD'
        ? servePage(request, reply)
        : render(request, reply, handle, getLoadContext),
    );
  });
}

async function render(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: ReturnType<typeof createRequestHandler>,
  getLoadContext: WebOptions['getLoadContext'],
) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(key, v);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const webRequest = new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    // A HEAD is rendered as a GET so its headers match; Node leaves the body out of the answer.
    method: request.method === 'HEAD' ? 'GET' : request.method,
    headers,
    signal: controller.signal,
    ...(hasBody
      ? { body: createReadableStreamFromReadable(request.body as Readable), duplex: 'half' }
      : {}),
  } as RequestInit);

  const response = await handle(webRequest, getLoadContext());
  // Pages are small and fully loaded before rendering: buffer them so ETag and compression apply.
  return sendRendered(reply, await toRendered(response));
}
