import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { RenderLimits } from '../page-admission.ts';
import { createRenderPool, renderThreadsBuilt, type RenderPool } from './render-pool.ts';

/** Renders one thread runs at once when the renders in flight have no bound. */
const PER_THREAD_UNBOUNDED = 16;
/** A render thread's own PostgreSQL connections at most (its renders wait on them in turn). */
const THREAD_POOL_SIZE = 4;

export interface RenderThreadsOptions {
  /** RENDER_THREADS; 0 or absent: none. */
  renderThreads?: number;
  /** The server's settings, from which each thread makes its own sources. */
  config: Config;
  buildDir: string;
  clientDir: string;
  enhanceScript: string | undefined;
  deadlineMs: number;
  renderLimits?: RenderLimits;
}

/** A SQLite database in memory is this thread's alone: no render thread can open it. */
const inMemory = (config: Config) =>
  !config.apiUrl && !config.databaseUrl && config.databasePath === ':memory:';

/**
 * The render threads of the page server, or undefined when pages are rendered on the serving
 * thread (RENDER_THREADS=0, no compiled render thread, or a database in memory). They stop when
 * the app closes, after the drain (graceful-close.ts): by then the renders of visitors' requests
 * have finished.
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
  const { config } = options;
  if (inMemory(config)) {
    app.log.warn('The database is in memory: pages are rendered on the serving thread');
    return undefined;
  }
  // The bound on renders in flight (the render gate) is shared by the threads: each may run
  // its share at once, as its renders mostly wait for their data.
  const inFlight = options.renderLimits?.inFlight ?? 0;
  const perThread = inFlight > 0 ? Math.ceil(inFlight / threads) : PER_THREAD_UNBOUNDED;
  const pool = createRenderPool({
    threads,
    perThread,
    workerFile,
    thread: {
      buildDir: options.buildDir,
      clientDir: options.clientDir,
      enhanceScript: options.enhanceScript,
      deadlineMs: options.deadlineMs,
      config: {
        ...config,
        databasePoolSize: Math.min(THREAD_POOL_SIZE, config.databasePoolSize),
      },
    },
    log: app.log,
  });
  app.addHook('onClose', () => pool.destroy());
  app.log.info(
    `Pages are rendered in ${threads} thread${threads === 1 ? '' : 's'} (RENDER_THREADS)`,
  );
  return pool;
}
