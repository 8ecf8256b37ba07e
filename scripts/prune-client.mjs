// Removes React Router's client scripts from build/client/assets: no page links them. The pages
// are rendered on the server and carry one script of their own, the enhancements named in
// build/enhance.json (decision 030), so the route chunks, entry.client and the route manifest
// would only be served to whoever guessed their names. Runs after build-enhance.mjs.
import { readFile, readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';

const ASSETS = 'build/client/assets';
const { script, modules = [] } = JSON.parse(await readFile('build/enhance.json', 'utf8'));
const keep = new Set(
  [script, ...modules].flatMap((file) => [basename(file), `${basename(file)}.map`]),
);

let removed = 0;
let bytes = 0;
for (const entry of await readdir(ASSETS, { withFileTypes: true })) {
  if (!entry.isFile() || !/\.js(\.map)?$/.test(entry.name) || keep.has(entry.name)) continue;
  const path = join(ASSETS, entry.name);
  bytes += (await readFile(path)).length;
  await rm(path);
  removed += 1;
}
console.log(`Left out ${removed} client scripts no page links (${Math.round(bytes / 1024)} KB)`);
