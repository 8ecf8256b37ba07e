import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { USERS_COMMAND } from '../../harness/server-process.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * Makes a studio account with the production users command (build/bin/users.js), over the
 * browser tests' database, before the tests start; the password goes on its standard input.
 */
export async function addStudioAccount(
  env: Record<string, string>,
  username: string,
  role: string,
  /** More options of `users add`: ['--department', 'PHY']. */
  more: readonly string[] = [],
): Promise<string> {
  const password = randomBytes(18).toString('base64url');
  const args = [USERS_COMMAND, 'add', username, '--role', role, ...more];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(`${password}\n`);
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`users add ${username} failed (${code}): ${output}`);
  return password;
}
