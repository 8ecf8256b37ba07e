import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { ROOT } from './env.ts';
import { USERS_COMMAND } from '../../harness/server-process.ts';

/**
 * The studio as a member of staff uses it, over HTTP: plain form posts, as a browser without
 * JavaScript sends them (the bench measures the server, not a browser).
 */
export interface StudioSession {
  origin: string;
  cookie: string;
}

/** Makes a studio account with the production users command; the password goes on stdin. */
export async function addAccount(
  env: Record<string, string>,
  username: string,
  role: string,
): Promise<string> {
  const password = randomBytes(18).toString('base64url');
  const child = spawn(
    process.execPath,
    [join(ROOT, USERS_COMMAND), 'add', username, '--role', role],
    { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: 'pipe' },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(`${password}\n`);
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`npm run users add failed (${code}): ${output}`);
  return password;
}

async function post(
  session: Pick<StudioSession, 'origin'> & { cookie?: string },
  path: string,
  fields: Record<string, string>,
): Promise<Response> {
  return fetch(session.origin + path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin: session.origin,
      'content-type': 'application/x-www-form-urlencoded',
      ...(session.cookie ? { cookie: session.cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function signIn(
  origin: string,
  username: string,
  password: string,
): Promise<StudioSession> {
  const answer = await post({ origin }, '/sign-in', { username, password });
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('__Host-studio='));
  if (answer.status !== 302 || !cookie) throw new Error(`sign-in refused (${answer.status})`);
  return { origin, cookie: cookie.split(';')[0]! };
}

/** Posts a new college notice and publishes it in one submit; resolves once the studio said so. */
export async function publishNotice(
  session: StudioSession,
  notice: { title: string; date: string },
): Promise<void> {
  const answer = await post(session, '/items/notice/new', {
    type: 'COLLEGE_ACADEMIC_NOTICE',
    title: notice.title,
    date: notice.date,
    description: '<p>Published by the benchmark.</p>',
    version: '0',
    createToken: randomBytes(12).toString('base64url'),
    intent: 'publish',
  });
  if (answer.status !== 302 && answer.status !== 303)
    throw new Error(`publish refused (${answer.status}): ${(await answer.text()).slice(0, 300)}`);
}

/**
 * The demo accounts' passwords, as the first start of a server over the demo prints them once
 * ("  username office  role office  password …").
 */
export function demoPasswords(startLog: string): Record<string, string> {
  return Object.fromEntries(
    [...startLog.matchAll(/^\s+username (\S+)\s+role .*?\s+password (\S+)$/gm)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
}

/**
 * The hidden fields of the editor's form on a studio page (the form of class `item-form`: the
 * version an edit was loaded from, what it was opened on, a create token, …): what a browser
 * sends back with the fields typed, whatever they are. The form's id names the item it was
 * opened on (decision 070), so it is found by its class; inputs outside it that name it by
 * their `form` attribute count too.
 */
export async function hiddenFields(
  session: StudioSession,
  path: string,
  formClass = 'item-form',
): Promise<Record<string, string>> {
  const answer = await fetch(session.origin + path, { headers: { cookie: session.cookie } });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  const fields: Record<string, string> = {};
  let inForm = false;
  let formId: string | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'form') {
        inForm = (attributes.class ?? '').split(/\s+/).includes(formClass);
        if (inForm) formId = attributes.id;
      }
      const ours = inForm || (formId !== undefined && attributes.form === formId);
      if (name === 'input' && attributes.type === 'hidden' && ours && attributes.name)
        fields[attributes.name] = attributes.value ?? '';
    },
    onclosetag(name) {
      if (name === 'form') inForm = false;
    },
  });
  parser.end(await answer.text());
  return fields;
}
