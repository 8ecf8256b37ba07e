// Bundles what JavaScript adds to the server-rendered pages (src/web/enhance/) into one small,
// fingerprinted module in build/client/assets/, and names it in build/enhance.json, which the
// server reads to link it from every page (decision 030). Runs after `react-router build`, which
// empties build/. Two more bundles come from the same sources (decision 101): the follow choice
// and the home page's "new since your last visit", a module the enhancements import only where
// they are wanted (so no page pays for it), and the service worker, /sw.js at the root of the
// site, not fingerprinted (its address is its identity), with the build's version in its caches'
// names.
import { createHash } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { build } from 'esbuild';

const common = {
  bundle: true,
  minify: true,
  // Browsers that run module scripts; older ones get the pages as they are, without it.
  target: 'es2020',
  metafile: true,
  logLevel: 'warning',
};

/** Bundles one fingerprinted module into build/client/assets; its address and size. */
async function assetModule(name, entry, define = {}) {
  const result = await build({
    ...common,
    entryPoints: { [name]: entry },
    outdir: 'build/client/assets',
    entryNames: '[name]-[hash]',
    format: 'esm',
    sourcemap: 'linked',
    define,
    // The follow module is imported by its built address, not bundled in.
    external: ['/assets/*'],
  });
  const [output] = Object.keys(result.metafile.outputs).filter((path) => path.endsWith('.js'));
  return { address: `/assets/${basename(output)}`, bytes: result.metafile.outputs[output].bytes };
}

const follow = await assetModule('follow', 'src/web/enhance/follow/index.ts');
const enhance = await assetModule('enhance', 'src/web/enhance/index.ts', {
  FOLLOW_MODULE: JSON.stringify(follow.address),
});
// A new deploy is a new worker: its caches are named by the fingerprinted files it was built
// with (a changed stylesheet, font or module is a new name), so the same build is the same worker.
const assets = (await readdir('build/client/assets')).filter(
  (name) => !/\.(br|gz|map)$/.test(name),
);
const version = createHash('sha256').update(assets.sort().join('\n')).digest('hex').slice(0, 10);
const worker = await build({
  ...common,
  entryPoints: ['src/web/enhance/worker/sw.ts'],
  outfile: 'build/client/sw.js',
  format: 'iife',
  define: { WORKER_VERSION: JSON.stringify(version) },
});
await writeFile(
  'build/enhance.json',
  `${JSON.stringify({ script: enhance.address, modules: [follow.address] })}\n`,
);
console.log(
  `Bundled the page enhancements: ${enhance.address} (${enhance.bytes} bytes), ` +
    `${follow.address} (${follow.bytes} bytes), /sw.js ` +
    `(${worker.metafile.outputs['build/client/sw.js'].bytes} bytes, version ${version})`,
);
