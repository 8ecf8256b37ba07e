import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { ConfigError, loadConfig } from '../config/config.ts';
import { openCheckedDatabase, StartupError } from '../db/database-check.ts';
import { runUsers } from './auth/users-cli.ts';

/**
 * `npm run users -- add|list|disable|enable|reset|second-factor-off …`: the studio's accounts
 * from the server's shell, over the database the server uses (same settings, same checks and
 * migrations). A password comes on standard input, never as an argument (it would sit in the
 * shell's history and the process list); at a terminal it is typed unseen.
 */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) return readUnseen('Password (not shown as you type): ');
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

function readUnseen(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return (finish(), resolve(typed));
        if (char === '\u0003') return (finish(), reject(new StartupError('Stopped.')));
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

try {
  const config = loadConfig();
  // Accounts belong in the database the site serves: a missing file is a wrong setting here,
  // not one to create.
  if (!config.databaseUrl && !existsSync(config.databasePath))
    throw new StartupError(
      `DATABASE_PATH=${config.databasePath} does not exist. Start the site once (npm start) or ` +
        'import the content (npm run import -- <folder>) first, or set DATABASE_PATH to its database.',
    );
  const db = await openCheckedDatabase({ ...config, autoImport: false });
  try {
    process.exitCode = await runUsers(process.argv.slice(2), {
      db,
      readPassword,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await db.destroy();
  }
} catch (error) {
  if (!(error instanceof StartupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
