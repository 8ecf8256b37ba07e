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

/** False for a wrong password and for a hash that cannot be read (never throws on bad input). */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
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
