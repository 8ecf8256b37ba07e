import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppLoadContext } from 'react-router';
import type { RenderLimits } from '../page-admission.ts';
import { createRenderPool, renderThreadsBuilt, type RenderPool } from './render-pool.ts';

/** The longest a thread reuses an answer it was sent (within API_CACHE_TTL_MS). */
const ANSWER_MEMO_MS = 1000;
/** Renders one thread runs at once when the renders in flight have no bound. */
const PER_THREAD_UNBOUNDED = 16;

export interface RenderThreadsOptions {
  /** RENDER_THREADS; 0 or absent: none. */
  renderThreads?: number;
  /** API_CACHE_TTL_MS: how long the serving thread keeps an answer fresh. */
  apiCacheTtlMs?: number;
  buildDir: string;
  clientDir: string;
  enhanceScript: string | undefined;
  deadlineMs: number;
  renderLimits?: RenderLimits;
  /** The server's load context: its sources are those the threads call. */
  context: AppLoadContext;
}

/**
 * The render threads of the page server, or undefined when pages are rendered on the serving
 * thread (RENDER_THREADS=0, or no compiled render thread). They stop when the app closes, after
 * the drain (graceful-close.ts): by then the renders of visitors' requests have finished.
 */
export function renderThreads(
  app: FastifyInstance,
  options: RenderThreadsOptions,
): RenderPool | undefined {
  const threads = options.renderThreads ?? 0;
  if (threads <= 0) return undefined;
  const workerFile = join(options.buildDir, 'bin', 'render-worker.js');
  if (!renderThreadsBuilt(workerFile)) {
    app.log.warn(`${workerFile} is not built: pages are rendered on the serving thread`);
    return undefined;
  }
  // The bound on renders in flight (the render gate) is shared by the threads: each may run
  // its share at once, as its renders mostly wait for their data.
  const inFlight = options.renderLimits?.inFlight ?? 0;
  const perThread = inFlight > 0 ? Math.ceil(inFlight / threads) : PER_THREAD_UNBOUNDED;
  const { context } = options;
  const pool = createRenderPool({
    threads,
    perThread,
    workerFile,
    thread: {
      buildDir: options.buildDir,
      clientDir: options.clientDir,
      uploadsUrl: context.uploadsUrl,
      admissionUrl: context.admissionUrl,
      publicUrl: context.publicUrl,
      enhanceScript: options.enhanceScript,
      deadlineMs: options.deadlineMs,
      answerMemoMs: Math.min(ANSWER_MEMO_MS, options.apiCacheTtlMs ?? 0),
    },
    context,
    log: app.log,
  });
  app.addHook('onClose', () => pool.destroy());
  app.log.info(
    `Pages are rendered in ${threads} thread${threads === 1 ? '' : 's'} (RENDER_THREADS)`,
  );
  return pool;
}
