import { getFormProps } from '@conform-to/react';
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
import { createSession } from '../../../auth/sessions.ts';
import { secondFactorRequired, signIn } from '../../../auth/sign-in.ts';
import { studioContext } from '../../../context.ts';
import { ErrorSummary, PasswordField, TextField } from '../../components/field.tsx';
import { collegeName } from '../../lib/college-name.server.ts';
import { summaryOf } from '../../lib/form-errors.ts';
import { needsSecondFactor, safeNext } from '../../lib/guard.server.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { readForm } from '../../lib/read-form.server.ts';

const schema = z.object({
  username: z.string({ error: 'Enter your username.' }).max(200),
  password: z.string({ error: 'Enter your password.' }).max(1000),
  next: z.string().optional(),
});

export const meta: MetaFunction = () => [{ title: 'Sign in to the studio' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, signedIn } = studioContext(context);
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get('next'));
  if (signedIn && !needsSecondFactor(signedIn)) throw redirect(next);
  // After a one-time link set the password (set-password.tsx).
  const passwordSet = url.searchParams.get('password') === 'set';
  return { next, college: await collegeName(db), passwordSet };
}

/**
 * The sign-in: the same message for every refusal (sign-in.ts decides), a new session and its
 * cookie on success, then the second factor when the account needs one.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = studioContext(context);
  const submission = parseWithZod(await readForm(request), { schema });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  const now = new Date();
  const outcome = await signIn(ctx.db, { ...submission.value, address: ctx.address }, now);
  if (!outcome.ok)
    return data(
      { result: submission.reply({ formErrors: [outcome.message], hideFields: ['password'] }) },
      { status: outcome.throttled ? 429 : 400 },
    );
  const secondFactor = !secondFactorRequired(outcome.user);
  const session = await createSession(
    ctx.db,
    {
      userId: outcome.user.id,
      secondFactor,
      cookieHeader: request.headers.get('cookie') ?? undefined,
      address: ctx.address,
      userAgent: ctx.userAgent,
    },
    ctx.config.studio,
    now,
  );
  const next = safeNext(submission.value.next);
  const to = secondFactor ? next : `/second-factor?next=${encodeURIComponent(next)}`;
  return redirect(to, { headers: { 'Set-Cookie': session.setCookie } });
}

export default function SignIn() {
  const { next, college, passwordSet } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useZodForm('sign-in', schema, lastResult);
  return (
    <main id="main" className="studio-narrow">
      {college ? <p className="studio-college">{college}</p> : null}
      <h1>Sign in to the studio</h1>
      {passwordSet ? (
        <p className="notice-ok" role="status">
          Your password is set. Sign in with it.
        </p>
      ) : null}
      <ErrorSummary errors={summaryOf(form, [fields.username, fields.password])} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="next" value={next} />
        <TextField
          field={fields.username}
          label="Username"
          required
          input={{ autoComplete: 'username', autoCapitalize: 'none', spellCheck: false }}
        />
        <PasswordField field={fields.password} label="Password" autoComplete="current-password" />
        <button type="submit">Sign in</button>
      </Form>
      <p className="hint">
        Forgotten your password? Ask the studio’s administrator to set a new one.
      </p>
    </main>
  );
}
