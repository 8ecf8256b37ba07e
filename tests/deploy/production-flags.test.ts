import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_NODE_FLAGS } from '../../harness/server-process.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const COMMAND = `node ${PRODUCTION_NODE_FLAGS.join(' ')} build/bin/start.js`;

/**
 * The server runs with the same flags wherever it is started for real: `npm start`, the systemd
 * unit, and the compiled copies the tests and benchmarks start (whose memory figures would
 * otherwise say nothing about production). Decision 032.
 */
describe('node flags of the production server', () => {
  it('give the server a heap of 256 MB', () => {
    // The flags as Node reads them, not as written: a misspelt flag would leave the default heap.
    const limit = execFileSync(
      process.execPath,
      [...PRODUCTION_NODE_FLAGS, '-p', 'require("node:v8").getHeapStatistics().heap_size_limit'],
      { encoding: 'utf8' },
    );
    expect(Number(limit) / 2 ** 20).toBeGreaterThan(250);
    expect(Number(limit) / 2 ** 20).toBeLessThan(320); // 256 MB of old space and the young generation
  });

  it('are those of npm start', async () => {
    const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    expect(pkg.scripts.start).toContain(`exec ${COMMAND}`);
  });

  it('are those of the systemd unit', async () => {
    const unit = await readFile(join(ROOT, 'deploy/systemd/college@.service'), 'utf8');
    expect(unit).toMatch(new RegExp(`^ExecStart=/usr/bin/${COMMAND.replace(/[.]/g, '\\.')}$`, 'm'));
  });
});
