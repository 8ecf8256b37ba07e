import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';

/** React Router's server build as its Vite plugin makes it from the sources. */
const SERVER_BUILD = 'virtual:react-router/server-build';

/** A React Router app as Vite serves it from the sources, for `npm run dev` (decision 051). */
export interface ViteApp {
  /** The server build, made again from the sources that changed since the last call. */
  loadBuild(): Promise<ServerBuild>;
  /** Answers a request Vite serves (modules, stylesheets, files); `notFound` when it serves none. */
  serve(request: IncomingMessage, response: ServerResponse, notFound: () => void): void;
  close(): Promise<void>;
}

export interface ViteAppOptions {
  /** The folder of the app's vite.config.ts: the project for the site, studio/ for the studio. */
  root: string;
  /** The project, whose files (sources, packages) Vite may serve; `root` when not given. */
  project?: string;
  /**
   * The app's own HTTP server, for hot updates over a websocket on its port (the studio, which
   * React runs in the browser). Without it, no websocket and no pre-bundled browser packages:
   * the site's pages run no React in the browser (decision 030), a reload shows an edit.
   */
  hotUpdatesOn?: Server;
}

/**
 * Vite's dev server in middleware mode over the app at `root`, with its vite.config.ts (React
 * Router's plugin). The site and the studio each make one (decision 077). Vite is a development
 * package: it is imported here, at run time, and only `npm run dev` gets here, so the compiled
 * server never loads it.
 */
export async function createViteApp({
  root,
  project = root,
  hotUpdatesOn,
}: ViteAppOptions): Promise<ViteApp> {
  const { createServer, isRunnableDevEnvironment } = await import('vite');
  // Files the stylesheets name from packages (the Assamese font), also where node_modules is a
  // link to a folder outside the project.
  const packages = join(project, 'node_modules');
  const allow = existsSync(packages) ? [project, realpathSync(packages)] : [project];
  const vite: ViteDevServer = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    appType: 'custom',
    ...(hotUpdatesOn
      ? { server: { middlewareMode: true, hmr: { server: hotUpdatesOn }, fs: { allow } } }
      : {
          server: { middlewareMode: true, ws: false, fs: { allow } },
          optimizeDeps: { noDiscovery: true, include: [] },
        }),
    logLevel: 'warn',
  });
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) {
    await vite.close();
    throw new Error('Vite gave no server-side environment to render the pages in');
  }
  return {
    loadBuild: async () => {
      try {
        return (await ssr.runner.import(SERVER_BUILD)) as ServerBuild;
      } catch (error) {
        // Stack traces point at the sources rather than at Vite's transformed modules.
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    },
    serve: (request, response, notFound) => vite.middlewares(request, response, notFound),
    close: () => vite.close(),
  };
}
