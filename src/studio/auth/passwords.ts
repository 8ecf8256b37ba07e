import { channel } from 'node:diagnostics_channel';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): tens of ms a
 * hash on a small server, slow for a stolen table, quick enough for a sign-in. argon2id is the
 * package's default algorithm (its enum is a const enum our compiler cannot import).
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * Every password check, announced as it starts (nothing is sent while nobody listens): the
 * tests count argon2 checks through it, in this process whichever build of the code runs.
 */
export const PASSWORD_CHECK_CHANNEL = 'college.studio.password-check';
const checks = channel(PASSWORD_CHECK_CHANNEL);

/** False for a wrong password and for a hash that cannot be read (never throws on bad input). */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  if (checks.hasSubscribers) checks.publish({});
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of nothing anyone knows, made once: an unknown username is checked against it, so a
 * sign-in takes as long whether the account exists or not.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomUUID());
  return dummy;
}
