import {
  Form,
  data,
  useActionData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '../../../auth/accounts-import-columns.ts';
import { importAccounts } from '../../../auth/accounts-import.ts';
import { linkPath } from '../../../auth/password-links.ts';
import { studioContext } from '../../../context.ts';
import { ErrorSummary, Field } from '../../components/field.tsx';
import { requirePermission } from '../../lib/guard.server.ts';
import { gateOfWrite } from '../../lib/refused-write.server.ts';
import { whenText } from '../../lib/when-text.ts';
import { ImportReport } from './accounts-import-report.tsx';
import { readForm } from '../../lib/read-form.server.ts';

export const meta: MetaFunction = () => [{ title: 'Import accounts – Studio' }];

/** A CSV file larger than this is not a list of staff. */
const MAX_CSV_BYTES = 200_000;

export function loader({ request, context }: LoaderFunctionArgs) {
  requirePermission(context, request, 'create', 'account');
  return null;
}

/**
 * Makes the accounts a CSV lists (pasted, or a file chosen): the good rows become accounts, each
 * with a one-time link shown here once; the bad rows are listed with their line and why. After
 * every answer the box holds what is left to do (on a refusal, the text read; after an import
 * with bad rows, the header and those rows only) and the form is drawn anew, its file input
 * empty; the mending step has the box alone and is read from it (decision 070).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const role = studioContext(context).signedIn?.user.role;
  const why = `Your account (${role}) may not add accounts.`;
  const tried = { action: 'import', entity: 'account', item: '', reason: why };
  const signedIn = await gateOfWrite(context, request, tried, () =>
    requirePermission(context, request, 'create', 'account'),
  );
  const { db, address } = studioContext(context);
  const form = await readForm(request);
  const file = form.get('file');
  const typed = String(form.get('csv') ?? '');
  const mending = form.get('step') === 'mend';
  const chosen = !mending && file instanceof File && file.size > 0 ? file : null;
  // Each answer draws the form anew (its key), so no file chosen before is sent again.
  const answer = crypto.randomUUID();
  if ((chosen?.size ?? typed.length) > MAX_CSV_BYTES)
    return data(
      { answer, csv: typed, error: 'That is too long for a list of staff (200 KB at most).' },
      400,
    );
  const csv = chosen ? await chosen.text() : typed;
  if (!csv.trim())
    return data({ answer, csv, error: 'Paste the CSV into the box, or choose a CSV file.' }, 400);
  const by = { userId: signedIn.user.id, username: signedIn.user.username, address };
  const outcome = await importAccounts(db, csv, by);
  if (!outcome.ok) return data({ answer, csv, error: outcome.message }, 400);
  const made = outcome.made.map((account) => ({
    ...account,
    // The request's origin is the studio's own (a write from any other is refused before this).
    link: new URL(linkPath(account.token), request.url).href,
    expires: whenText(account.expiresAt, studioContext(context).config.timeZone),
  }));
  return data(
    { answer, csv: outcome.mend, made, bad: outcome.bad },
    outcome.made.length ? 200 : 400,
  );
}

export default function ImportAccounts() {
  const reply = useActionData<typeof action>();
  const error = reply && 'error' in reply ? reply.error : null;
  // Rows left to mend: the box alone, read as it is sent.
  const mending = Boolean(reply && 'bad' in reply && reply.bad.length);
  return (
    <main id="main" className="studio-page">
      <p>
        <a href="/accounts">Accounts</a>
      </p>
      <h1>Import accounts</h1>
      {reply && 'made' in reply ? <ImportReport made={reply.made} bad={reply.bad} /> : null}
      <ErrorSummary errors={error ? { csv: [error] } : undefined} />
      <p>
        One account a line, up to {IMPORT_MAX_ROWS}, after a first line naming the columns{' '}
        <code>{IMPORT_COLUMNS.join(',')}</code>. The username is the e-mail’s part before the @. The
        role is one of admin, office, iqac, department or faculty; a department or faculty account
        names its department (its code, like PHY, or its name); a teacher’s e-mail must be the one
        on their profile. Nobody gets a password: each new account is given a link to set their own,
        shown here once.
      </p>
      <Form key={reply?.answer} method="post" encType="multipart/form-data">
        {mending ? <input type="hidden" name="step" value="mend" /> : null}
        <Field
          id="csv"
          label={mending ? 'The rows to mend, as CSV' : 'The accounts, as CSV'}
          hint={
            mending
              ? 'The first line names the columns; mend each row listed above, then make the accounts.'
              : 'name, email, role, department — for example: Rina Das, rina.das@college.example, faculty, PHY'
          }
          errors={error ? [error] : undefined}
        >
          {(props) => (
            <textarea
              {...props}
              name="csv"
              rows={8}
              defaultValue={reply?.csv ?? ''}
              spellCheck={false}
            />
          )}
        </Field>
        {mending ? null : (
          <Field id="file" label="Or a CSV file" hint="A file takes the place of the box.">
            {(props) => <input {...props} type="file" name="file" accept=".csv,text/csv" />}
          </Field>
        )}
        <button type="submit">Make the accounts</button>
      </Form>
      {mending ? (
        <p>
          <a href="/accounts/import">Import another file instead</a>
        </p>
      ) : null}
    </main>
  );
}

export { ScreenError as ErrorBoundary } from '../../components/screen-error.tsx';
