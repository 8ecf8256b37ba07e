import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import { USERS_COMMAND } from '../../harness/server-process.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Runs the production users command over the browser tests' database; its output. */
async function users(args: string[], input = ''): Promise<string> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const child = spawn(process.execPath, [USERS_COMMAND, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATABASE_PATH: join(dir, 'college.sqlite'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(input);
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`users ${args.join(' ')} failed (${code}): ${output}`);
  return output;
}

/**
 * The demo's faculty account, made at the first start with a password printed once (demo
 * accounts, src/studio/auth/demo-accounts.ts): found with `users list`, given a password of the
 * test's own with `users reset`, as a college's administrator would.
 */
export async function demoTeacher(): Promise<{
  username: string;
  personId: number;
  password: string;
}> {
  const line = (await users(['list'])).split('\n').find((l) => /\sfaculty\s+person \d+/.test(l));
  const match = line ? /^(\S+)\s+faculty\s+person (\d+)/.exec(line) : null;
  if (!match) throw new Error('the demo has no faculty account');
  const password = randomBytes(18).toString('base64url');
  await users(['reset', match[1]!], `${password}\n`);
  return { username: match[1]!, personId: Number(match[2]), password };
}
