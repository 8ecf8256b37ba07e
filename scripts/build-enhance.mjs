// Bundles what JavaScript adds to the server-rendered pages (src/web/enhance/) into one small,
// fingerprinted module in build/client/assets/, and names it in build/enhance.json, which the
// server reads to link it from every page (decision 030). Runs after `react-router build`, which
// empties build/.
import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { build } from 'esbuild';

const result = await build({
  entryPoints: { enhance: 'src/web/enhance/index.ts' },
  outdir: 'build/client/assets',
  entryNames: '[name]-[hash]',
  bundle: true,
  minify: true,
  format: 'esm',
  // Browsers that run module scripts; older ones get the pages as they are, without it.
  target: 'es2020',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});
const [output] = Object.keys(result.metafile.outputs).filter((path) => path.endsWith('.js'));
const script = `/assets/${basename(output)}`;
await writeFile('build/enhance.json', `${JSON.stringify({ script })}\n`);
console.log(
  `Bundled the page enhancements: ${script} (${result.metafile.outputs[output].bytes} bytes)`,
);
