/** Failures of the disk or of permissions, which staff can fix, by their error code. */
const REASONS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'no permission',
  EPERM: 'no permission',
  EROFS: 'the file system is read-only',
  // SQLite through better-sqlite3, and PostgreSQL's disk_full.
  SQLITE_FULL: 'the disk is full',
  SQLITE_READONLY: 'the database is read-only',
  SQLITE_CANTOPEN: 'the database file cannot be opened',
  '53100': "the database server's disk is full",
};

interface ErrorWithPlace {
  code?: unknown;
  path?: unknown;
  dest?: unknown;
}

/**
 * A disk or permission failure as one line, what and where ('the disk is full (ENOSPC) copying
 * a.pdf to …/v-…/notices/a.pdf'); undefined for any other error, whose stack is the way to its
 * cause. `database` names the database for an error of the database itself.
 */
export function describeWriteFailure(error: unknown, database: string): string | undefined {
  const { code, path, dest } = (error ?? {}) as ErrorWithPlace;
  if (typeof code !== 'string' || !Object.hasOwn(REASONS, code)) return undefined;
  const where =
    typeof path === 'string' && typeof dest === 'string'
      ? ` copying ${path} to ${dest}`
      : typeof path === 'string'
        ? ` at ${path}`
        : /^(SQLITE_|53)/.test(code)
          ? ` in ${database}`
          : '';
  return `${REASONS[code]} (${code})${where}`;
}
