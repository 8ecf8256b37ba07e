import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  Form,
  data,
  redirect,
  useActionData,
  useLoaderData,
  type LoaderFunctionArgs,
  type ActionFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { z } from 'zod';
import { passwordProblem } from '../../../auth/password-rule.ts';
import { hashPassword, verifyPassword } from '../../../auth/passwords.ts';
import { clearSessionCookie, endAllSessions } from '../../../auth/sessions.ts';
import {
  accountKey,
  clearFailures,
  reservationOf,
  reserveAttempt,
  throttleMessage,
} from '../../../auth/throttle.ts';
import { disableTotp, findPasswordHash, setPasswordHash } from '../../../auth/users.repository.ts';
import { studioContext } from '../../../context.ts';
import { ROLE_SUMMARY, type Role } from '../../../permissions.ts';
import { ErrorSummary, PasswordField } from '../../components/field.tsx';
import { summaryOf } from '../../lib/form-errors.ts';
import { auditFor, requireSignedIn } from '../../lib/guard.server.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { readForm } from '../../lib/read-form.server.ts';

const passwordSchema = z
  .object({
    intent: z.literal('password'),
    current: z.string({ error: 'Enter your current password.' }),
    password: z.string({ error: 'Enter a new password.' }),
    confirm: z.string({ error: 'Type the new password again.' }),
  })
  .refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    message: 'The two new passwords are not the same.',
  });

const totpOffSchema = z.object({
  intent: z.literal('totp-off'),
  current: z.string({ error: 'Enter your password to turn two-step sign-in off.' }),
});

const DONE = {
  password: 'Your password was changed. Every other browser signed in as you was signed out.',
  'totp-off': 'Two-step sign-in is off.',
} as const;

export const meta: MetaFunction = () => [{ title: 'Your account – Studio' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = requireSignedIn(context, request);
  return {
    username: user.username,
    displayName: user.display_name,
    role: user.role,
    roleSummary: ROLE_SUMMARY[user.role as Role] ?? '',
    secondFactor: user.totp_enabled === 1,
    secondFactorRequired: user.role === 'admin',
  };
}

/**
 * Checks the password typed to confirm a change; it counts like a sign-in on the account's key,
 * before it is checked (throttle.ts), so a stolen session cannot guess the password faster.
 */
async function confirmPassword(
  context: unknown,
  userId: number,
  username: string,
  password: string,
) {
  const { db } = studioContext(context);
  const now = new Date();
  const reserved = await reserveAttempt(db, [accountKey(username)], now);
  if (!reserved.ok) return throttleMessage(reserved.waitMs);
  const hash = await findPasswordHash(db, userId);
  if (hash && (await verifyPassword(hash, password))) {
    await clearFailures(db, reservationOf(reserved.reservations, accountKey(username)));
    return null;
  }
  return 'That is not your current password.';
}

export async function action({ request, context }: ActionFunctionArgs) {
  const signedIn = requireSignedIn(context, request);
  const { db } = studioContext(context);
  const { user } = signedIn;
  const audit = auditFor(context);
  const formData = await readForm(request);
  const intent = formData.get('intent');

  if (intent === 'sign-out-everywhere') {
    await endAllSessions(db, user.id);
    await audit(db, { action: 'sign out everywhere', entity: 'account', item: user.username });
    return redirect('/sign-in', { headers: { 'Set-Cookie': clearSessionCookie() } });
  }

  if (intent === 'totp-off') {
    const submission = parseWithZod(formData, { schema: totpOffSchema });
    if (submission.status !== 'success')
      return data({ intent, result: submission.reply({ hideFields: ['current'] }) }, 400);
    if (user.role === 'admin')
      throw new Response('Administrators must keep two-step sign-in.', { status: 403 });
    const problem = await confirmPassword(
      context,
      user.id,
      user.username,
      submission.value.current,
    );
    if (problem)
      return data(
        {
          intent,
          result: submission.reply({
            fieldErrors: { current: [problem] },
            hideFields: ['current'],
          }),
        },
        400,
      );
    await db.transaction().execute(async (trx) => {
      await disableTotp(trx, user.id);
      await audit(trx, {
        action: 'second factor turned off',
        entity: 'account',
        item: user.username,
        before: { second_factor: true },
        after: { second_factor: false },
      });
    });
    return data({ intent, result: submission.reply({ resetForm: true }), done: DONE['totp-off'] });
  }

  const submission = parseWithZod(formData, { schema: passwordSchema });
  const hide = { hideFields: ['current', 'password', 'confirm'] };
  if (submission.status !== 'success')
    return data({ intent: 'password', result: submission.reply(hide) }, 400);
  const { current, password } = submission.value;
  const fieldErrors: Record<string, string[]> = {};
  const weak = passwordProblem(password, user.username);
  if (weak) fieldErrors.password = [weak];
  else if (password === current)
    fieldErrors.password = ['The new password must not be the current one.'];
  else {
    const problem = await confirmPassword(context, user.id, user.username, current);
    if (problem) fieldErrors.current = [problem];
  }
  if (Object.keys(fieldErrors).length)
    return data({ intent: 'password', result: submission.reply({ fieldErrors, ...hide }) }, 400);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash, new Date());
    // Whoever knew the old password is signed out; this browser stays signed in.
    const ended = await endAllSessions(trx, user.id, signedIn.sessionId);
    await audit(trx, {
      action: 'change password',
      entity: 'account',
      item: user.username,
      after: { password: 'changed', other_sessions_ended: ended },
    });
  });
  return data({
    intent: 'password',
    result: submission.reply({ resetForm: true }),
    done: DONE.password,
  });
}

export default function Account() {
  const account = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const done = reply && 'done' in reply && typeof reply.done === 'string' ? reply.done : null;
  const [form, fields] = useZodForm(
    'password',
    passwordSchema,
    reply?.intent === 'password' ? reply.result : undefined,
  );
  const [offForm, offFields] = useForm({
    id: 'totp-off',
    lastResult: reply?.intent === 'totp-off' ? reply.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: totpOffSchema }),
  });
  return (
    <main id="main" className="studio-page">
      <h1>Your account</h1>
      {done ? (
        <p className="notice-ok" role="status">
          {done}
        </p>
      ) : null}
      <dl className="studio-facts">
        <dt>Username</dt>
        <dd>{account.username}</dd>
        <dt>Name</dt>
        <dd>{account.displayName}</dd>
        <dt>Role</dt>
        <dd>
          {account.role}
          {account.roleSummary ? ` – ${account.roleSummary}` : null}
        </dd>
      </dl>

      <section aria-labelledby="password-title">
        <h2 id="password-title">Change your password</h2>
        <ErrorSummary errors={summaryOf(form, [fields.current, fields.password, fields.confirm])} />
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="password" />
          <PasswordField
            field={fields.current}
            label="Current password"
            autoComplete="current-password"
          />
          <PasswordField
            field={fields.password}
            label="New password"
            hint="At least 12 characters. A short sentence you will remember is good."
            autoComplete="new-password"
          />
          <PasswordField
            field={fields.confirm}
            label="New password again"
            autoComplete="new-password"
          />
          <button type="submit">Change password</button>
        </Form>
      </section>

      <section aria-labelledby="second-factor-title">
        <h2 id="second-factor-title">Two-step sign-in</h2>
        {account.secondFactor ? (
          <p>On: each sign-in asks for a code from the app on your phone.</p>
        ) : (
          <p>Off: only your password is asked.</p>
        )}
        {account.secondFactorRequired ? (
          <p className="hint">
            Administrators always sign in with a code; it cannot be turned off.
          </p>
        ) : account.secondFactor ? (
          <>
            <ErrorSummary errors={summaryOf(offForm, [offFields.current])} />
            <Form method="post" {...getFormProps(offForm)}>
              <input type="hidden" name="intent" value="totp-off" />
              <PasswordField
                field={offFields.current}
                label="Your password, to turn it off"
                autoComplete="current-password"
              />
              <button type="submit" className="secondary">
                Turn two-step sign-in off
              </button>
            </Form>
          </>
        ) : (
          <p>
            <a className="button secondary" href="/second-factor?next=%2Faccount">
              Set up two-step sign-in
            </a>
          </p>
        )}
      </section>

      <section aria-labelledby="everywhere-title">
        <h2 id="everywhere-title">Sign out everywhere</h2>
        <p>
          Ends every session of your account, in this browser and every other (a shared computer, a
          lost phone). You will sign in again.
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <button type="submit" className="danger">
            Sign out everywhere
          </button>
        </Form>
      </section>
    </main>
  );
}
