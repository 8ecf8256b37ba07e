import { channel } from 'node:diagnostics_channel';
import { existsSync } from 'node:fs';
import type { MessagePort, Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { AppLoadContext } from 'react-router';
import type { Config } from '../../config/config.ts';
import { SERVICE_CALLS } from '../../services/services-client.ts';
import type { RenderedPage } from '../page-render.ts';
import { refusalHtml } from '../refusal-page.ts';
import type { FailureLog } from '../../contract/failures.ts';
import { publishWatchedCalls } from './watched-calls.ts';

/** What every render thread is given when it starts. */
export interface RenderThreadData {
  /** The React Router build folder (server/index.js, client/ for the stylesheets). */
  buildDir: string;
  clientDir: string;
  enhanceScript: string | undefined;
  /** How long a render waits for its data in all (API_TIMEOUT_MS). */
  deadlineMs: number;
  /** The server's settings: the thread makes its own sources from them (page-sources.ts). */
  config: Config;
}

/** One page to render, with what is current for it in the serving thread. */
export interface RenderTask extends GenerationNews {
  url: string;
  today: string;
  /** The serving thread watches the services' calls: this render's are told to it. */
  watched: boolean;
}

/**
 * The content generation as the serving thread saw it, numbered in the order it saw them: a
 * thread keeps the latest it was told, so that a render that started before new content reads
 * the new generation once it is known, as a render on the serving thread does (a catalogue built
 * for the new content is not built again for a render that started before it).
 */
export interface GenerationNews {
  generation: string;
  seen: number;
}

/** A render as it comes back from its thread: the body moved, not copied. */
export type ThreadRender = Omit<RenderedPage, 'body'> & { body: ArrayBuffer };

/** A line a thread logs (a tolerated failure of its render), written by the serving thread. */
export interface ThreadLogLine {
  type: 'log';
  level: 'info' | 'warn' | 'error';
  details: object;
  message: string;
}

/** Sent to every thread: build the catalogue of the content as it is now. */
export interface WarmMessage extends GenerationNews {
  type: 'warm';
  /** The page whose render builds the catalogue (page-cache.ts's CATALOGUE_PAGE). */
  url: string;
  today: string;
  watched: boolean;
}

export interface RenderPool {
  /** Renders a page in a thread; a thread that fails answers 503, marked degraded. */
  render(url: string, context: AppLoadContext): Promise<RenderedPage>;
  /** Each thread renders `url` to build its catalogue (search, sitemap) ahead of the first search. */
  warm(url: string, context: AppLoadContext): void;
  /**
   * Settles once every thread has loaded the build (or after `READY_WAIT_MS`): loading it is
   * seconds of CPU that the first visitors' renders would otherwise wait behind.
   */
  readonly ready: Promise<void>;
  /** Renders finished by the threads (not counting failures). */
  readonly completed: number;
  /** The threads now running. */
  readonly threads: readonly Worker[];
  /** Stops the threads; renders still under way answer 503 (call after the drain). */
  destroy(): Promise<void>;
}

export interface RenderPoolOptions {
  threads: number;
  /** Renders one thread runs at once (they mostly wait for their data). */
  perThread: number;
  /** The compiled render thread, build/bin/render-worker.js. */
  workerFile: string;
  thread: RenderThreadData;
  log: FailureLog & { info(details: object, message: string): void };
}

/** The thread's failure, as a page in words; degraded, so a kept copy is served in its place. */
const UNAVAILABLE: RenderedPage = {
  status: 503,
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['cache-control', 'no-store'],
    ['retry-after', '5'],
  ],
  body: Buffer.from(
    refusalHtml({
      title: 'Temporarily unavailable',
      message: 'This page could not be made just now. Please try again in a few seconds.',
    }),
  ),
  degraded: true,
};

/** The longest the server waits for its render threads to start before it serves anyway. */
const READY_WAIT_MS = 30_000;

/** Each pool as it is made (the tests watch its threads). */
export const poolCreated = channel('college:render-pool');

/** Node flags a render thread keeps; others (a loader of the parent's) are the parent's own. */
const THREAD_FLAGS = new Set(['--enable-source-maps']);

/** The heap limit the server was started with (--max-old-space-size), for each thread too. */
function heapLimitMb(): number | undefined {
  for (const flag of process.execArgv) {
    const match = /^--max-old-space-size=(\d+)$/.exec(flag);
    if (match) return Number(match[1]);
  }
  return undefined;
}

/**
 * Whether pages can be rendered in threads: the compiled render thread is there (npm run build;
 * `npm run dev` on the sources renders on its own thread).
 */
export const renderThreadsBuilt = (workerFile: string) => existsSync(workerFile);

/**
 * Render threads (piscina), so that the serving thread only serves: a page render blocks its
 * thread for milliseconds, and kept pages answered by the serving thread would wait behind it
 * (docs/decisions/049). Each thread reads the database, or API_URL, through sources of its own
 * (decision 080): only the page to render and the page rendered cross between threads.
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const { log } = options;
  const heap = heapLimitMb();
  const pool = new Piscina({
    filename: pathToFileURL(options.workerFile).href,
    minThreads: options.threads,
    maxThreads: options.threads,
    idleTimeout: Infinity,
    concurrentTasksPerWorker: options.perThread,
    // Renders wait for their data between tasks and within them: no thread may sleep on Atomics.
    atomics: 'disabled',
    execArgv: process.execArgv.filter((flag) => THREAD_FLAGS.has(flag)),
    resourceLimits: heap ? { maxOldGenerationSizeMb: heap } : undefined,
    workerData: options.thread,
  });

  let news: GenerationNews = { generation: '', seen: 0 };
  const generationOf = (of: AppLoadContext): GenerationNews => {
    const generation = of.contentGeneration?.() ?? '';
    if (generation !== news.generation) news = { generation, seen: news.seen + 1 };
    return news;
  };
  const ports = new Set<MessagePort>();
  let started = 0;
  let allStarted: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    allStarted = resolve;
    setTimeout(resolve, READY_WAIT_MS).unref();
  });
  let warmed: WarmMessage | undefined;
  pool.on('message', (message: { renderPort?: MessagePort }) => {
    const port = message?.renderPort;
    if (!port) return;
    publishWatchedCalls(port);
    // A thread's log lines are written by the serving thread's logger, with its settings.
    port.on('message', (line: ThreadLogLine) => {
      if (line?.type === 'log') log[line.level](line.details, line.message);
    });
    if (++started >= options.threads) allStarted();
    ports.add(port);
    port.on('close', () => ports.delete(port));
    // A thread started after the warm-up (one that replaced a failed thread) warms too.
    if (warmed) port.postMessage(warmed);
  });
  // A thread that fails outside a render is replaced by the pool; its failure is logged.
  pool.on('error', (error: unknown) => log.error({ err: error }, 'A render thread failed'));

  let completed = 0;
  const renderPool: RenderPool = {
    ready,
    async render(url, renderContext) {
      try {
        const task: RenderTask = {
          url,
          today: renderContext.today,
          watched: SERVICE_CALLS.hasSubscribers,
          ...generationOf(renderContext),
        };
        const page = (await pool.run(task)) as ThreadRender;
        completed += 1;
        return { ...page, body: Buffer.from(page.body) };
      } catch (error) {
        // The thread died (it is replaced) or the render threw: the kept copy, or a 503.
        log.error({ err: error, url }, 'A page render failed in its thread');
        return { ...UNAVAILABLE };
      }
    },
    warm(url, warmContext) {
      warmed = {
        type: 'warm',
        url,
        today: warmContext.today,
        watched: SERVICE_CALLS.hasSubscribers,
        ...generationOf(warmContext),
      };
      for (const port of ports) port.postMessage(warmed);
    },
    get completed() {
      return completed;
    },
    get threads() {
      return pool.threads;
    },
    destroy: () => pool.destroy(),
  };
  poolCreated.publish(renderPool);
  return renderPool;
}
