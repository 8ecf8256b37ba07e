import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_NODE_FLAGS } from '../helpers/server-process.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const COMMAND = `node ${PRODUCTION_NODE_FLAGS.join(' ')} build/bin/start.js`;

/**
 * The server runs with the same flags wherever it is started for real: `npm start`, the systemd
 * unit, and the compiled copies the tests and benchmarks start (whose memory figures would
 * otherwise say nothing about production). Decision 032.
 */
describe('node flags of the production server', () => {
  it('include a heap limit', () => {
    expect(PRODUCTION_NODE_FLAGS).toContain('--max-old-space-size=256');
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
