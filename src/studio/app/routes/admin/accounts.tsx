import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  Form,
  data,
  useActionData,
  useLoaderData,
  type LoaderFunctionArgs,
  type ActionFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { z } from 'zod';
import { newAccountSchema } from '../../../auth/account-schema.ts';
import {
  accountConflicts,
  changeDisabled,
  createAccount,
  resetPassword,
  type ChangedBy,
} from '../../../auth/accounts.ts';
import { passwordProblem } from '../../../auth/password-rule.ts';
import {
  countEnabledAdmins,
  findUserByName,
  listUsersWithNames,
} from '../../../auth/users.repository.ts';
import { studioContext } from '../../../context.ts';
import { ROLES, ROLE_SUMMARY } from '../../../permissions.ts';
import { ErrorSummary, Field, PasswordField, TextField } from '../../components/field.tsx';
import { summaryOf } from '../../lib/form-errors.ts';
import { requirePermission } from '../../lib/guard.server.ts';
import { gateOfWrite, recordRefusedWrite } from '../../lib/refused-write.server.ts';
import { AccountsTable } from './accounts-table.tsx';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { readForm } from '../../lib/read-form.server.ts';

const createSchema = newAccountSchema;
const resetSchema = z.object({
  username: z.string(),
  password: z.string({ error: 'Enter the new password.' }),
});

export const meta: MetaFunction = () => [{ title: 'Accounts – Studio' }];

/** What each of the screen's actions is called in the audit log (as accounts.ts writes them). */
const ACTION_WORDS: Record<string, string> = {
  create: 'create',
  disable: 'disable',
  enable: 'enable',
  reset: 'reset password',
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  requirePermission(context, request, 'read', 'account');
  const { db } = studioContext(context);
  const reset = new URL(request.url).searchParams.get('reset');
  const departments = await db
    .selectFrom('departments')
    .select('dept_code')
    .orderBy('sort_order')
    .execute();
  return {
    accounts: await listUsersWithNames(db),
    departments: departments.map((row) => row.dept_code),
    reset: reset && (await findUserByName(db, reset)) ? reset : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const intent = String(formData.get('intent') ?? 'create');
  const action = intent === 'create' ? 'create' : 'update';
  const named = String(formData.get('username') ?? '');
  // Every refusal of an account action is a line of the audit log: who, what, why.
  const tried = { action: ACTION_WORDS[intent] ?? intent, entity: 'account', item: named };
  const refuse = async (status: number, error: string) => {
    await recordRefusedWrite(context, { ...tried, reason: error });
    return data({ intent, error }, status);
  };
  const role = studioContext(context).signedIn?.user.role;
  const why = `Your account (${role}) may not ${action === 'create' ? 'add' : 'change'} accounts.`;
  const signedIn = await gateOfWrite(context, request, { ...tried, reason: why }, () =>
    requirePermission(context, request, action, 'account'),
  );
  const { db, address } = studioContext(context);
  const by: ChangedBy = { userId: signedIn.user.id, username: signedIn.user.username, address };

  if (intent === 'disable' || intent === 'enable') {
    const user = await findUserByName(db, named);
    if (!user) return refuse(404, 'There is no such account.');
    if (intent === 'disable' && user.id === signedIn.user.id)
      return refuse(400, 'You cannot disable your own account.');
    if (intent === 'disable' && user.role === 'admin' && (await countEnabledAdmins(db)) <= 1)
      return refuse(400, 'The last administrator cannot be disabled.');
    await changeDisabled(db, user, intent === 'disable', by);
    return data({
      intent,
      done:
        intent === 'disable'
          ? `${user.username} is disabled and signed out everywhere.`
          : `${user.username} may sign in again.`,
    });
  }

  if (intent === 'reset') {
    const submission = parseWithZod(formData, { schema: resetSchema });
    const hide = { hideFields: ['password'] };
    if (submission.status !== 'success')
      return data({ intent, result: submission.reply(hide) }, 400);
    const user = await findUserByName(db, submission.value.username);
    if (!user) return refuse(404, 'There is no such account.');
    const weak = passwordProblem(submission.value.password, user.username);
    if (weak)
      return data(
        { intent, result: submission.reply({ fieldErrors: { password: [weak] }, ...hide }) },
        400,
      );
    await resetPassword(db, user, submission.value.password, by);
    return data({
      intent,
      result: submission.reply({ resetForm: true }),
      done: `${user.username} has a new password; every session and set-password link of theirs has ended. Tell them the password in person or by phone.`,
    });
  }

  const submission = parseWithZod(formData, { schema: createSchema });
  const hide = { hideFields: ['password'] };
  if (submission.status !== 'success')
    return data({ intent: 'create', result: submission.reply(hide) }, 400);
  const conflicts = await accountConflicts(db, submission.value);
  if (Object.keys(conflicts).length)
    return data(
      {
        intent: 'create',
        result: submission.reply({
          fieldErrors: Object.fromEntries(
            Object.entries(conflicts).map(([field, message]) => [field, [message]]),
          ),
          ...hide,
        }),
      },
      400,
    );
  const user = await createAccount(db, submission.value, by);
  return data({
    intent: 'create',
    result: submission.reply({ resetForm: true }),
    done: `The account ${user.username} (${user.role}) was made. Tell them their password in person or by phone.`,
  });
}

export default function Accounts() {
  const { accounts, departments, reset } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const done = reply && 'done' in reply && typeof reply.done === 'string' ? reply.done : null;
  const error = reply && 'error' in reply ? reply.error : null;
  const [form, fields] = useZodForm(
    'create',
    createSchema,
    reply?.intent === 'create' && 'result' in reply ? reply.result : undefined,
  );
  const createFields = [
    fields.username,
    fields.displayName,
    fields.role,
    fields.deptCode,
    fields.personId,
    fields.password,
  ];
  return (
    <main id="main" className="studio-page">
      <h1>Accounts</h1>
      <p>
        <a href="/accounts/import">Import accounts from a CSV file</a>: a whole department at once,
        each with a link to set their own password.
      </p>
      {done ? (
        <p className="notice-ok" role="status">
          {done}
        </p>
      ) : null}
      <ErrorSummary errors={error ? { '': [error] } : undefined} />

      {reset && !done ? (
        // Each account's form is its own (decision 070): another account's draws anew.
        <ResetPassword
          key={reset}
          username={reset}
          lastResult={reply?.intent === 'reset' && 'result' in reply ? reply.result : undefined}
        />
      ) : null}

      <section aria-labelledby="list-title">
        <h2 id="list-title">Every account ({accounts.length})</h2>
        <AccountsTable accounts={accounts} />
      </section>

      <section aria-labelledby="create-title">
        <h2 id="create-title">Make an account</h2>
        <ErrorSummary errors={summaryOf(form, createFields)} />
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="create" />
          <TextField
            field={fields.username}
            label="Username"
            hint="3 to 40 lower-case letters, digits, dots or dashes, for example anita.das."
            required
            input={{ autoComplete: 'off', autoCapitalize: 'none', spellCheck: false }}
          />
          <TextField
            field={fields.displayName}
            label="Name"
            hint="As the studio shows it. A faculty account without one takes its person’s name."
            input={{ autoComplete: 'off' }}
          />
          <Field
            id={fields.role.id}
            label="Role"
            hint="What each role may do is listed after this form."
            errors={fields.role.errors}
            required
          >
            {(props) => (
              <select
                {...props}
                name={fields.role.name}
                defaultValue={fields.role.initialValue ?? ''}
              >
                <option value="">Choose a role</option>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            field={fields.deptCode}
            label="Department code"
            hint={`For a department account only. Codes: ${departments.join(', ')}.`}
            input={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }}
          />
          <TextField
            field={fields.personId}
            label="Person number"
            hint="For a faculty account only: the id in the address of their profile on the public site (…/faculty/single?id=123)."
            input={{ inputMode: 'numeric', autoComplete: 'off' }}
          />
          <PasswordField
            field={fields.password}
            label="Password"
            hint="At least 12 characters, not the username. Tell it to them in person or by phone."
            autoComplete="new-password"
          />
          <button type="submit">Make the account</button>
        </Form>
        <h3>The roles</h3>
        <dl className="studio-facts">
          {ROLES.map((role) => (
            <div key={role}>
              <dt>{role}</dt>
              <dd>{ROLE_SUMMARY[role]}</dd>
            </div>
          ))}
        </dl>
      </section>
    </main>
  );
}

/** A new password for one account, its form keyed by that account. */
function ResetPassword({
  username,
  lastResult,
}: {
  username: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [resetForm, resetFields] = useForm({
    id: `reset-${username.replace(/[^a-z0-9-]/g, '-')}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetSchema }),
  });
  return (
    <section aria-labelledby="reset-title" id="reset">
      <h2 id="reset-title">Set a new password for {username}</h2>
      <p>Every session of {username} ends; tell them the new password in person or by phone.</p>
      <ErrorSummary errors={summaryOf(resetForm, [resetFields.password])} />
      <Form method="post" {...getFormProps(resetForm)}>
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="username" value={username} />
        <PasswordField
          field={resetFields.password}
          label="New password"
          hint="At least 12 characters, not the username."
          autoComplete="new-password"
        />
        <button type="submit">Set the new password</button> <a href="/accounts">Cancel</a>
      </Form>
    </section>
  );
}
