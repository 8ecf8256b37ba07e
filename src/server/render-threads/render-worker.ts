/**
 * A render thread (docs/decisions/049): loads the React Router server build once and renders
 * pages for the serving thread, policy and stylesheets included. Its loaders read sources of its
 * own (decision 080): the services over its own database handle, or the contract client of
 * API_URL; only the page to render and the page rendered cross between the threads, and log
 * lines. Compiled to build/bin/render-worker.js.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, parentPort, workerData } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { connectDatabase } from '../../db/database.ts';
import { todayIso } from '../../lib/dates.ts';
import { createServices } from '../../services/index.ts';
import { loadBuiltStyles } from '../inline-styles.ts';
import { pageSources, type SourcesLog } from '../page-sources.ts';
import { renderPage } from '../page-render.ts';
import { createPagePolicy } from '../security/page-policy.ts';
import { createPageHandler } from '../page-handler.ts';
import type {
  ThreadLogLine,
  GenerationNews,
  RenderTask,
  RenderThreadData,
  ThreadRender,
  WarmMessage,
} from './render-pool.ts';
import { tellWatchedCalls } from './watched-calls.ts';

const data = workerData as RenderThreadData;
const { config } = data;

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

const channel = new MessageChannel();
/** Log lines go to the serving thread's logger (an error's fields, not the error, are copied). */
const logLine =
  (level: ThreadLogLine['level']) =>
  (details: object | string, message = '') => {
    const line: ThreadLogLine =
      typeof details === 'string'
        ? { type: 'log', level, details: {}, message: details }
        : { type: 'log', level, details: copyable(details), message };
    channel.port1.postMessage(line);
  };
const log = { info: logLine('info'), warn: logLine('warn'), error: logLine('error') } as SourcesLog;

// The latest content generation this thread was told of (GenerationNews).
let latest: GenerationNews = { generation: '', seen: -1 };
// Whether the render under way is watched by the serving thread (watched-calls.ts).
const watching = new AsyncLocalStorage<boolean>();
tellWatchedCalls(channel.port1, () => watching.getStore() === true);

const today = () => todayIso(config.timeZone, config.today);
// This thread's own connection (a small pool for PostgreSQL); none with API_URL.
const db = config.apiUrl ? undefined : connectDatabase(config);
const services = db
  ? createServices({ db, uploadsDir: config.uploadsDir, uploadsUrl: config.uploadsUrl, today })
  : undefined;
// One set of sources for the thread's life: the catalogue is kept per bulk client.
const sources = pageSources(config, {
  services,
  today,
  generation: () => latest.generation,
  log,
});
// With API_URL, the thread learns the identity and texts, so it can ride out an outage.
void sources.warm?.();

// Imported here rather than through web.ts, which would load Fastify's plugins into the thread.
const build = (await import(
  pathToFileURL(join(data.buildDir, 'server', 'index.js')).href
)) as ServerBuild;
const handle = createPageHandler(build, 'production');
const finish = {
  pagePolicy: createPagePolicy({ site: sources.site, uploadsUrl: config.uploadsUrl, log }),
  styles: await loadBuiltStyles(data.clientDir),
};
// Ready: the serving thread waits for this before it serves (render-pool.ts).
parentPort!.postMessage({ renderPort: channel.port2 }, [channel.port2]);

const contextOf = (news: GenerationNews & { today: string }) => {
  if (news.seen > latest.seen) latest = { generation: news.generation, seen: news.seen };
  return {
    api: sources.api,
    bulkApi: sources.bulkApi,
    site: sources.site,
    uploadsUrl: config.uploadsUrl,
    admissionUrl: config.admissionUrl,
    publicUrl: config.publicUrl,
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
  watching
    .run(message.watched, () =>
      renderPage(handle, contextOf(message), message.url, data.deadlineMs),
    )
    .catch((error: unknown) => {
      log.warn(
        { err: error },
        'A render thread did not build the catalogue ahead: its first search does',
      );
    });
});

// An idle render thread must not be kept alive by its port.
channel.port1.unref();

/** Renders one page; its body is moved to the serving thread, not copied. */
export default async function render(task: RenderTask) {
  const page = await watching.run(task.watched, () =>
    renderPage(handle, contextOf(task), task.url, data.deadlineMs, finish),
  );
  // A copy of its own: a small Buffer may be a slice of Node's shared pool.
  const body = new Uint8Array(page.body).buffer;
  const value: ThreadRender = { ...page, body };
  return move({ [transferableSymbol]: [body], [valueSymbol]: value });
}
