/**
 * A render thread (docs/decisions/049): loads the React Router server build once and renders
 * pages for the serving thread, policy and stylesheets included (pure CPU, all of it here). Its
 * loaders read the serving thread's sources through calls over a port of its own, sent to the
 * pool when the thread starts (render-pool.ts). Compiled to build/bin/render-worker.js.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, parentPort, workerData } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { SiteSource } from '../../contract/schemas/site.ts';
import type { ApiClient } from '../../contract/client.ts';
import { loadBuiltStyles } from '../inline-styles.ts';
import { renderPage } from '../page-render.ts';
import { createPagePolicy } from '../security/page-policy.ts';
import { callingSources } from './source-calls.ts';
import type {
  ThreadLogLine,
  GenerationNews,
  RenderTask,
  RenderThreadData,
  ThreadRender,
  WarmMessage,
} from './render-pool.ts';

const data = workerData as RenderThreadData;

/** A log line's details as they can cross to the serving thread: errors by their fields. */
function copyable(details: object): object {
  return JSON.parse(
    JSON.stringify(details, (_key, value: unknown) =>
      value instanceof Error
        ? { message: value.message, name: value.name, stack: value.stack }
        : value,
    ),
  ) as object;
}

// The latest content generation this thread was told of (GenerationNews).
let latest: GenerationNews = { generation: '', seen: -1 };
// The render under way in this thread, for the calls its loaders make (0 outside a render).
const rendering = new AsyncLocalStorage<number>();
const channel = new MessageChannel();
const sources = callingSources(channel.port1, data.shapes, () => rendering.getStore() ?? 0, {
  ms: data.answerMemoMs,
  generation: () => latest.generation,
});
// One object per source for the thread's life: the catalogue is kept per bulk client.
const api = sources.api as unknown as ApiClient;
const bulkApi = sources.bulkApi as unknown as ApiClient;
const site = sources.site as unknown as SiteSource;
/** Log lines go to the serving thread's logger (an error's fields, not the error, are copied). */
const logLine = (level: ThreadLogLine['level']) => (details: object, message: string) => {
  const line: ThreadLogLine = { type: 'log', level, details: copyable(details), message };
  channel.port1.postMessage(line);
};
const log = { warn: logLine('warn'), error: logLine('error') };

// Imported here rather than through web.ts, which would load Fastify's plugins into the thread.
const build = (await import(
  pathToFileURL(join(data.buildDir, 'server', 'index.js')).href
)) as ServerBuild;
const handle = createRequestHandler(build, 'production');
const finish = {
  pagePolicy: createPagePolicy({ site, uploadsUrl: data.uploadsUrl, log }),
  styles: await loadBuiltStyles(data.clientDir),
};
// Ready: the serving thread waits for this before it serves (render-pool.ts).
parentPort!.postMessage({ renderPort: channel.port2 }, [channel.port2]);

const learn = (news: GenerationNews) => {
  if (news.seen > latest.seen) latest = { generation: news.generation, seen: news.seen };
};

const contextOf = (news: GenerationNews & { today: string }) => {
  learn(news);
  return {
    api,
    bulkApi,
    site,
    uploadsUrl: data.uploadsUrl,
    admissionUrl: data.admissionUrl,
    publicUrl: data.publicUrl,
    enhanceScript: data.enhanceScript,
    contentGeneration: () => latest.generation,
    today: news.today,
    log,
  } satisfies AppLoadContext;
};

// The serving thread asks each thread to build its catalogue ahead of the first search: by
// rendering the catalogue's page, since the catalogue is kept by the server build's own module
// (this bundle has a copy of its code, not of its state).
channel.port1.on('message', (message: WarmMessage) => {
  if (message?.type !== 'warm') return;
  renderPage(handle, contextOf(message), message.url, data.deadlineMs).catch((error: unknown) => {
    log.warn(
      { err: error },
      'A render thread did not build the catalogue ahead: its first search does',
    );
  });
});

/** Renders one page; its body is moved to the serving thread, not copied. */
export default async function render(task: RenderTask) {
  const page = await rendering.run(task.render, () =>
    renderPage(handle, contextOf(task), task.url, data.deadlineMs, finish),
  );
  // A copy of its own: a small Buffer may be a slice of Node's shared pool.
  const body = new Uint8Array(page.body).buffer;
  const value: ThreadRender = { ...page, body };
  return move({ [transferableSymbol]: [body], [valueSymbol]: value });
}
