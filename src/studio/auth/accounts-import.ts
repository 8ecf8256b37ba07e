import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../audit.ts';
import { ROLES } from '../permissions.ts';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from './accounts-import-columns.ts';
import type { ChangedBy } from './accounts.ts';
import { CsvError, readCsv } from './csv.ts';
import { createPasswordLink } from './password-links.ts';
import { USERNAME_PATTERN } from './usernames.ts';
import { auditView, insertUser } from './users.repository.ts';

/**
 * Accounts for many people at once, from CSV with the columns name, email, role, department
 * (decision 056). Every row is checked; the good ones are made, each with a one-time link to set
 * its own password, and every bad one is reported with its line and why, so the admin fixes
 * those rows and imports them again.
 */

export interface MadeAccount {
  line: number;
  username: string;
  displayName: string;
  role: string;
  deptCode: string | null;
  token: string;
  expiresAt: string;
}

export interface BadRow {
  line: number;
  /** What the row says, to find it again: its name or e-mail. */
  row: string;
  reasons: string[];
}

export type ImportOutcome =
  | {
      ok: true;
      made: MadeAccount[];
      bad: BadRow[];
      /** The header line and the bad rows as the file wrote them: what is left to mend. */
      mend: string;
    }
  | { ok: false; message: string };

const rowSchema = z.object({
  name: z.string().trim().min(1, 'the name is empty').max(100, 'the name is over 100 characters'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('the e-mail is not an address like name@example.org')),
  role: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(ROLES, { error: `the role is not one of ${ROLES.join(', ')}` })),
  department: z.string().trim(),
});

/** The username an e-mail gives: its part before the @, as the usernames' rule allows. */
export function usernameOf(email: string): string {
  return email
    .split('@')[0]!
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, '.')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 40);
}

interface Checked {
  line: number;
  name: string;
  username: string;
  role: string;
  deptCode: string | null;
  personId: number | null;
}

/** The columns' places, from the header line (any order, any case), or what is missing. */
function columnsOf(header: string[]): Record<string, number> | string {
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = IMPORT_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length)
    return `The first line must name the columns ${IMPORT_COLUMNS.join(', ')}; it lacks ${missing.join(', ')}.`;
  return Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, names.indexOf(column)]));
}

async function departmentOf(db: Db, given: string) {
  const departments = await db
    .selectFrom('departments')
    .select(['dept_code', 'dept_name'])
    .execute();
  const wanted = given.toLowerCase();
  return departments.find(
    (d) => d.dept_code.toLowerCase() === wanted || d.dept_name.toLowerCase() === wanted,
  );
}

/** One row's problems, or the account it makes; `seen` holds the file's earlier usernames. */
async function checkRow(
  db: Db,
  line: number,
  raw: Record<string, string>,
  seen: Set<string>,
): Promise<Checked | BadRow> {
  const label = raw.name?.trim() || raw.email?.trim() || '(empty row)';
  const parsed = rowSchema.safeParse(raw);
  if (!parsed.success)
    return { line, row: label, reasons: parsed.error.issues.map((issue) => issue.message) };
  const { name, email, role, department } = parsed.data;
  const reasons: string[] = [];
  const username = usernameOf(email);
  if (!USERNAME_PATTERN.test(username))
    reasons.push(
      `the e-mail gives the username “${username}”, which is not 3 to 40 letters, digits, dots or dashes`,
    );
  else if (seen.has(username)) reasons.push(`an earlier row makes the account ${username} already`);
  else if (
    await db
      .selectFrom('studio_users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst()
  )
    reasons.push(`there is already an account named ${username}`);
  let deptCode: string | null = null;
  let personId: number | null = null;
  if (role === 'department' || role === 'faculty') {
    const found = department ? await departmentOf(db, department) : undefined;
    if (!department) reasons.push(`a ${role} account needs its department`);
    else if (!found)
      reasons.push(`there is no department “${department}” (give its code, like PHY)`);
    deptCode = found?.dept_code ?? null;
  }
  if (role === 'faculty' && deptCode) {
    const person = await db
      .selectFrom('employees')
      .select('id')
      .where('home_dept_code', '=', deptCode)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirst();
    if (!person) reasons.push(`no teacher of ${deptCode} has the e-mail ${email} on their profile`);
    else if (
      await db
        .selectFrom('studio_users')
        .select('username')
        .where('person_id', '=', person.id)
        .executeTakeFirst()
    )
      reasons.push(`the teacher with the e-mail ${email} has an account already`);
    personId = person?.id ?? null;
  }
  if (reasons.length) return { line, row: label, reasons };
  seen.add(username);
  return {
    line,
    name,
    username,
    role,
    deptCode: role === 'department' || role === 'faculty' ? deptCode : null,
    personId,
  };
}

const isBad = (row: Checked | BadRow): row is BadRow => 'reasons' in row;

/** Checks every row, then makes the good ones with their links in one transaction. */
export async function importAccounts(
  db: Db,
  text: string,
  by: ChangedBy,
  now = new Date(),
): Promise<ImportOutcome> {
  let records;
  try {
    records = readCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, message: error.message };
    throw error;
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0)
    return {
      ok: false,
      message: `Give a header line (${IMPORT_COLUMNS.join(', ')}) and at least one row.`,
    };
  if (rows.length > IMPORT_MAX_ROWS)
    return {
      ok: false,
      message: `Import at most ${IMPORT_MAX_ROWS} accounts at a time; this has ${rows.length}.`,
    };
  const columns = columnsOf(header.fields);
  if (typeof columns === 'string') return { ok: false, message: columns };

  const seen = new Set<string>();
  const checked: (Checked | BadRow)[] = [];
  for (const { line, fields } of rows) {
    const raw = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, fields[columns[c]!] ?? '']));
    checked.push(await checkRow(db, line, raw, seen));
  }
  const good = checked.filter((row): row is Checked => !isBad(row));
  const made = await db.transaction().execute(async (trx) => {
    const out: MadeAccount[] = [];
    for (const row of good) {
      const user = await insertUser(
        trx,
        {
          username: row.username,
          displayName: row.name,
          role: row.role,
          // A teacher's account names its person; their department is the person's (as
          // createAccount keeps it).
          deptCode: row.role === 'department' ? row.deptCode : null,
          personId: row.personId,
        },
        null,
        now,
      );
      const link = await createPasswordLink(trx, user.id, by, now);
      await recordAudit(
        trx,
        {
          userId: by.userId,
          username: by.username,
          action: 'create',
          entity: 'account',
          item: user.username,
          after: {
            ...auditView(user),
            imported_from_line: row.line,
            password: 'set by its owner through a link',
          },
          ...(by.address === undefined ? {} : { address: by.address }),
        },
        now,
      );
      out.push({
        line: row.line,
        username: user.username,
        displayName: user.display_name,
        role: user.role,
        deptCode: row.deptCode,
        ...link,
      });
    }
    return out;
  });
  const bad = checked.filter(isBad);
  const textOf = new Map(rows.map((row) => [row.line, row.text]));
  const mend = bad.length
    ? [header.text, ...bad.map((row) => textOf.get(row.line) ?? '')].join('\n')
    : '';
  return { ok: true, made, bad, mend };
}
