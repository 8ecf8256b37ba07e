/**
 * How much memory the real server takes with a site twenty times the demo and more (160
 * departments, about 2,600 faculty and 25,000 notices) once its site catalogue (the search index
 * and the sitemap's addresses) is built: the demo database is multiplied with SQL, the compiled
 * server (npm run build first) starts on it, a search, the sitemap and a second search are asked
 * for, and the server's resident memory (VmRSS) and its peak (VmHWM) are read from /proc.
 *
 *   npm run build && node --import tsx scripts/search-memory.ts
 *
 * Not a timed test: it checks memory, not speed. It fails when the peak goes over 300 MB.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';

const ROOT = resolve(import.meta.dirname, '..');
const DEPARTMENT_COPIES = 19; // 8 demo departments → 160
const FACULTY_COPIES = 3; // per department copy → about 2,600 people
const COLLEGE_NOTICE_COPIES = 60; // 357 college notices → about 21,000
const LIMIT_MB = 300;

const dir = await mkdtemp(join(tmpdir(), 'college-memory-'));
const env = {
  ...process.env,
  DATABASE_PATH: join(dir, 'college.sqlite'),
  UPLOADS_DIR: join(dir, 'uploads'),
  TODAY: '2026-06-15',
  LOG_LEVEL: 'warn',
};

async function multiplyDemo() {
  await promisify(execFile)(process.execPath, ['build/bin/import.js', 'content/demo'], {
    cwd: ROOT,
    env,
  });
  const db = new Database(env.DATABASE_PATH);
  const codes = (
    db.prepare('SELECT dept_code FROM departments').all() as { dept_code: string }[]
  ).map((row) => row.dept_code);
  db.transaction(() => {
    for (let n = 1; n <= DEPARTMENT_COPIES; n++) {
      const code = `dept_code || 'X${n}'`;
      db.exec(`INSERT INTO departments SELECT ${code}, sort_order + ${100 * n}, dept_name || ' ${n}',
        dept_name_as, stream, banner, department_about, vision, courses, contact_details,
        online_classes, activity, gallery, facilities, estd, examination_system, profile
        FROM departments WHERE dept_code IN (${codes.map((c) => `'${c}'`).join(',')})`);
      db.exec(`INSERT INTO notices SELECT id + ${1_000_000 * n}, type, ${code}, title, description,
        date, link, is_new, upload_info FROM notices WHERE dept_code != 'TNC' AND id < 1000000`);
      db.exec(`INSERT INTO department_files SELECT id + ${1_000_000 * n}, ${code}, type, title,
        description, date, upload_info FROM department_files WHERE id < 1000000`);
    }
    for (let n = 0; n <= DEPARTMENT_COPIES; n++) {
      for (let m = n === 0 ? 1 : 0; m < FACULTY_COPIES; m++) {
        const code = n === 0 ? 'dept_code' : `dept_code || 'X${n}'`;
        const home = n === 0 ? 'home_dept_code' : `home_dept_code || 'X${n}'`;
        db.exec(`INSERT INTO employees SELECT id + ${100_000 * (n * FACULTY_COPIES + m)}, ${code},
          type, sort_order + ${100 * m}, name || ' ${m}', designation, email, phone, mobile, dp,
          live_now, ${home}, profile FROM employees WHERE type = 'FACULTY' AND id < 100000`);
      }
    }
    for (let k = 1; k < COLLEGE_NOTICE_COPIES; k++) {
      db.exec(`INSERT INTO notices SELECT id + ${10_000_000 * k}, type, dept_code, title || ' (${k})',
        description, date, link, is_new, upload_info FROM notices
        WHERE dept_code = 'TNC' AND id < 1000000`);
    }
  })();
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  console.log(
    `${count('SELECT count(*) AS n FROM departments')} departments, ` +
      `${count("SELECT count(*) AS n FROM employees WHERE type = 'FACULTY'")} faculty, ` +
      `${count('SELECT count(*) AS n FROM notices')} notices and events`,
  );
  db.close();
}

/** VmRSS and VmHWM (the peak) of a process, in MB. */
async function memoryOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

try {
  await multiplyDemo();
  const server = spawn(process.execPath, ['build/bin/start.js'], {
    cwd: ROOT,
    env: { ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(server.stdout, 'data')) as [Buffer];
  const url = /Listening on (http:\/\/\S+)/.exec(chunk.toString())?.[1];
  if (!url) throw new Error(`the server said: ${chunk.toString()}`);
  try {
    await fetch(`${url}/`);
    const started = await memoryOf(server.pid!);
    console.log(`server started: RSS ${started.rss.toFixed(0)} MB`);
    for (const path of ['/search?q=admision', '/sitemap.xml', '/search?q=hostel+fees']) {
      const response = await fetch(url + path);
      const body = await response.text();
      const { rss, peak } = await memoryOf(server.pid!);
      console.log(
        `${path.padEnd(22)} ${response.status} (${(body.length / 1024).toFixed(0)} KB)  RSS ${rss.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`,
      );
    }
    const { peak } = await memoryOf(server.pid!);
    if (peak > LIMIT_MB) {
      console.error(`The server's peak RSS (${peak.toFixed(0)} MB) is over ${LIMIT_MB} MB.`);
      process.exitCode = 1;
    }
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
