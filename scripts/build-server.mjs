// Compiles the server's entry points (src/main/start.ts, src/server/import-command.ts,
// src/server/export-command.ts, src/studio/users-command.ts) into build/bin/ as plain
// JavaScript, so that production runs `node` with no TypeScript loader. build/bin/start.js is
// src/server/production.ts: it sets NODE_ENV before it loads the server (serve.js) and React.
// Packages stay external: they are read from node_modules at run time, as installed.
import { build } from 'esbuild';

await build({
  entryPoints: {
    start: 'src/server/production.ts',
    serve: 'src/main/start.ts',
    import: 'src/server/import-command.ts',
    export: 'src/server/export-command.ts',
    users: 'src/studio/users-command.ts',
    // A page render thread (src/server/render-threads/, RENDER_THREADS), started by the server.
    'render-worker': 'src/server/render-threads/render-worker.ts',
  },
  outdir: 'build/bin',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  // Modules a command loads by import() (the studio's, the importer's) in chunks of their own,
  // with the packages they import: a process that never calls them never loads them.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log('Compiled the server into build/bin/');
