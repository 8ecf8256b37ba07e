import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';

/** React Router's server build as its Vite plugin makes it from the sources. */
const SERVER_BUILD = 'virtual:react-router/server-build';

/** The site as Vite serves it from the sources, for `npm run dev` (decision 051). */
export interface ViteSite {
  /** The server build, made again from the sources that changed since the last call. */
  loadBuild(): Promise<ServerBuild>;
  /** Answers a request Vite serves (modules, stylesheets, files); `notFound` when it serves none. */
  serve(request: IncomingMessage, response: ServerResponse, notFound: () => void): void;
  close(): Promise<void>;
}

/**
 * Vite's dev server in middleware mode over the project at `root`, with its vite.config.ts (React
 * Router's plugin). Vite is a development package: it is imported here, at run time, and only
 * `npm run dev` gets here, so the compiled server never loads it.
 */
export async function createViteSite(root: string): Promise<ViteSite> {
  const { createServer, isRunnableDevEnvironment } = await import('vite');
  // Files the stylesheets name from packages (the Assamese font), also where node_modules is a
  // link to a folder outside the project.
  const packages = join(root, 'node_modules');
  const allow = existsSync(packages) ? [root, realpathSync(packages)] : [root];
  const vite: ViteDevServer = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    appType: 'custom',
    // Pages carry no client scripts of React (decision 030): a change is seen on reload, so no
    // websocket for hot updates, and no pre-bundling of React for a browser that never runs it.
    server: { middlewareMode: true, ws: false, fs: { allow } },
    optimizeDeps: { noDiscovery: true, include: [] },
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
