import { Secret, TOTP } from 'otpauth';
import type { LightMyRequestResponse } from 'fastify';
import { newAccountSchema } from '../../src/studio/auth/account-schema.ts';
import { createAccount } from '../../src/studio/auth/accounts.ts';
import type { StudioUser } from '../../src/studio/auth/users.repository.ts';
import type { Actor } from '../../src/studio/content/items.ts';
import { enableTotp, setTotpSecret } from '../../src/studio/auth/users.repository.ts';
import { newTotpSecret } from '../../src/studio/auth/totp.ts';
import { STUDIO_TEST_ORIGIN, type TestStudio } from './studio.ts';

/** A password that passes the rule; tests give each account its own. */
export const GOOD_PASSWORD = 'correct horse battery staple';

/** An account made the way the accounts screen makes it (audited as made by 'test'). */
export async function makeAccount(
  t: TestStudio,
  account: {
    username: string;
    role: string;
    password?: string;
    deptCode?: string;
    personId?: number;
  },
): Promise<StudioUser> {
  const parsed = newAccountSchema.parse({ password: GOOD_PASSWORD, ...account });
  return createAccount(t.db, parsed, { userId: null, username: 'test' });
}

/** Gives an account a second factor already in force; returns its secret. */
export async function withTotp(t: TestStudio, user: StudioUser): Promise<string> {
  const secret = newTotpSecret();
  await setTotpSecret(t.db, user.id, secret);
  await enableTotp(t.db, user.id);
  return secret;
}

/** The code an authenticator app would show now. */
export function codeFor(secret: string, timestamp = Date.now()): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp,
  });
}

/** A form POST from the studio's own origin, as a browser without JavaScript sends it. */
export function post(
  t: TestStudio,
  url: string,
  fields: Record<string, string>,
  cookie?: string,
  from = '127.0.0.1',
) {
  return t.studio.inject({
    method: 'POST',
    url,
    remoteAddress: from,
    headers: {
      origin: STUDIO_TEST_ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

export function get(t: TestStudio, url: string, cookie?: string) {
  return t.studio.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** The Set-Cookie headers of an answer, always as a list. */
export function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** `__Host-studio=<token>`: what the browser sends back after this answer. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = setCookies(response).find((line) => line.startsWith('__Host-studio='));
  if (!cookie) throw new Error(`no session cookie (status ${response.statusCode})`);
  return cookie.split(';')[0] ?? '';
}

/** Signs in through the form; returns the answer and the session cookie. */
export async function signIn(
  t: TestStudio,
  username: string,
  password = GOOD_PASSWORD,
  from = '127.0.0.1',
) {
  const response = await post(t, '/sign-in', { username, password }, undefined, from);
  return { response, cookie: response.statusCode === 302 ? sessionCookie(response) : '' };
}

/** The text of a page without its tags, for asserting on what a person reads. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/**
 * A session past its second factor: an admin with TOTP signs in and gives a code. Returns the
 * cookie and the account.
 */
export async function signInWithCode(t: TestStudio, user: StudioUser, password = GOOD_PASSWORD) {
  const secret = user.totp_enabled ? (user.totp_secret ?? '') : await withTotp(t, user);
  const { cookie } = await signIn(t, user.username, password);
  const passed = await post(t, '/second-factor', { code: codeFor(secret) }, cookie);
  return sessionCookie(passed);
}

/** The store's actor of an account, as a screen makes it for a request from this machine. */
export const actorOf = (user: StudioUser): Actor => ({
  id: user.id,
  username: user.username,
  role: user.role,
  dept_code: user.dept_code,
  person_id: user.person_id,
  address: '127.0.0.1',
});
