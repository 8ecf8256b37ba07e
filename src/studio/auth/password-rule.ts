/**
 * The password rule, apart from the hashing so that a form in the browser can say it too.
 * Length is what makes a password strong, so there are no rules about symbols.
 */
export const PASSWORD_MIN_LENGTH = 12;
/** Past this, a "password" is a paste accident or an attempt to make the server work hard. */
export const PASSWORD_MAX_LENGTH = 200;

/** Why this password may not be used, or null: 12 to 200 characters, and not the username. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long; a short sentence is easy to remember.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  if (username && password.trim().toLowerCase() === username.trim().toLowerCase())
    return 'The password must not be the username.';
  return null;
}
