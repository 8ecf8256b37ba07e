import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { FREE_PORTS } from '../../harness/server-process.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

export interface StartedProcess {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  /** Resolves with the address once it prints `Listening on …`; rejects if it exits first. */
  listening: Promise<string>;
  /** Resolves once what it printed so far passes the check (at once if it does already). */
  printed(check: (output: string) => boolean): Promise<void>;
}

/**
 * Runs a start command of the site (`npm start`, or node on the compiled build/bin/start.js) with
 * the given settings, over stdout and stderr, for tests of the process itself. The site and the
 * studio take free ports unless the settings name theirs.
 */
export function startProcess(command: 'npm' | 'node', env: Record<string, string>): StartedProcess {
  const args = command === 'npm' ? ['start', '--silent'] : ['build/bin/start.js'];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...FREE_PORTS, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const listening = new Promise<string>((resolveUrl, reject) => {
    const onData = () => {
      const match = /Listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolveUrl(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`exited with ${code} before listening:\n${output}`)),
    );
  });
  listening.catch(() => undefined);
  const printed = (check: (output: string) => boolean) =>
    new Promise<void>((resolveCheck, reject) => {
      const onData = () => {
        if (!check(output)) return;
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        resolveCheck();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void exited.then((code) => reject(new Error(`exited with ${code}:\n${output}`)));
      onData();
    });
  return { child, output: () => output, exited, listening, printed };
}
