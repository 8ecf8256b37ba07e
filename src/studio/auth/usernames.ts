import { z } from 'zod';

/** Lower-case letters, digits, dots and dashes, 3 to 40 of them: safe in a URL, a log, a shell. */
export const USERNAME_PATTERN = /^[a-z0-9.-]{3,40}$/;

export const USERNAME_RULE =
  'Use 3 to 40 lower-case letters, digits, dots or dashes, for example anita.das.';

/** What people type: spaces around it and capitals are forgiven. */
export const normalizeUsername = (value: string) => value.trim().toLowerCase();

export const usernameSchema = z
  .string({ error: 'Enter a username.' })
  .trim()
  .max(40, USERNAME_RULE)
  .transform(normalizeUsername)
  .pipe(z.string().min(1, 'Enter a username.').regex(USERNAME_PATTERN, USERNAME_RULE));
