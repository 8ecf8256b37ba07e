import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSqlite } from '../../src/db/database.ts';
import { readUploadsVersion } from '../../src/db/uploads-version.ts';
import {
  PRODUCTION_ENV,
  PRODUCTION_NODE_FLAGS,
  startServerProcess,
  type ServerProcess,
} from '../../harness/server-process.ts';

const MB = 1024 * 1024;
const FILE_BYTES = 19 * MB;
const CALLS = 30;
const HEAD = '{"data":"';
const FIELDS = { mime: 'application/pdf', type: 'zz-big', ext: 'pdf' };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** sha256 of the bytes the base64 decodes to (200), or the body (any other status). */
  sha256?: string;
  body?: string;
  fields?: Record<string, string>;
}

/**
 * POSTs /api/getfiledata and reads the answer as it comes, decoding the base64 piece by piece:
 * thirty answers of 26 MB are never held by this process either.
 */
function fileData(base: string, payload: object): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/getfiledata', base);
    const call = request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', unit: 'website' },
    });
    call.on('error', reject);
    call.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status !== 200) {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status, headers: response.headers, body }));
        return;
      }
      const hash = createHash('sha256');
      let text = '';
      let state: 'head' | 'data' | 'tail' = 'head';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (state === 'head' && text.length >= HEAD.length) {
          if (!text.startsWith(HEAD)) reject(new Error(`answer starts ${text.slice(0, 20)}`));
          text = text.slice(HEAD.length);
          state = 'data';
        }
        if (state !== 'data') return;
        const quote = text.indexOf('"');
        const end = quote < 0 ? text.length - (text.length % 4) : quote;
        hash.update(Buffer.from(text.slice(0, end), 'base64'));
        text = text.slice(end);
        if (quote >= 0) state = 'tail';
      });
      response.on('end', () =>
        resolve({
          status,
          headers: response.headers,
          sha256: hash.digest('hex'),
          fields: JSON.parse(`{${text.slice(2)}`) as Record<string, string>,
        }),
      );
    });
    call.end(JSON.stringify(payload));
  });
}

/** The most memory the process has held (resident), in bytes: Linux's high-water mark. */
async function peakRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kb) throw new Error('no VmHWM in /proc/<pid>/status');
  return Number(kb) * 1024;
}

describe('30 concurrent /getfiledata calls of a 19 MB file (issue 23)', () => {
  let dir = '';
  let server: ServerProcess;
  let sha256 = '';

  // The compiled server, as production runs it, over a copy of the demo database whose live
  // uploads folder holds one file of 19 MB; all 30 calls are let through at once. The site alone
  // (STUDIO=off): the measure is the site's process, and the studio's would only add its start.
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'college-file-memory-'));
    const database = join(dir, 'college.sqlite');
    await copyFile(inject('fixture').database.databasePath, database);
    const db = openSqlite(database);
    const version = await readUploadsVersion(db);
    await db.destroy();
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(FILE_BYTES - 9)]);
    sha256 = createHash('sha256').update(bytes).digest('hex');
    await mkdir(join(dir, 'uploads', version!, 'zz-big'), { recursive: true });
    await writeFile(join(dir, 'uploads', version!, 'zz-big', 'report.pdf'), bytes);
    server = await startServerProcess(
      {
        DATABASE_PATH: database,
        UPLOADS_DIR: join(dir, 'uploads'),
        AUTO_IMPORT: '0',
        FILE_ANSWERS_IN_FLIGHT: String(CALLS),
        STUDIO: 'off',
      },
      { compiled: true },
    );
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('measures the server as npm start runs it: its flags and its environment', async () => {
    const environ = (await readFile(`/proc/${server.pid}/environ`, 'utf8')).split('\0');
    for (const [name, value] of Object.entries(PRODUCTION_ENV))
      expect(environ).toContain(`${name}=${value}`);
    const args = (await readFile(`/proc/${server.pid}/cmdline`, 'utf8')).split('\0');
    expect(args).toEqual(expect.arrayContaining(PRODUCTION_NODE_FLAGS));
  });

  it('keeps the server under 300 MB resident, and every answer is the file exactly', async () => {
    const before = await peakRss(server.pid);
    const answers = await Promise.all(
      Array.from({ length: CALLS }, () =>
        fileData(server.url, { type: 'zz-big', path: 'report.pdf' }),
      ),
    );
    const peak = await peakRss(server.pid);
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(200);
      expect(answer.sha256).toBe(sha256);
      expect(answer.fields).toEqual(FIELDS);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      // {"data":"…","mime":…}: the base64 of 19 MB between the head and the other fields.
      expect(Number(answer.headers['content-length'])).toBe(
        HEAD.length + 4 * Math.ceil(FILE_BYTES / 3) + `",${JSON.stringify(FIELDS).slice(1)}`.length,
      );
    }
    expect(peak).toBeLessThan(300 * MB);
    console.log(
      `server peak RSS (VmHWM): ${(before / MB).toFixed(0)} MB at start, ${(peak / MB).toFixed(0)} MB after ${CALLS} calls`,
    );
  }, 120_000);
});
