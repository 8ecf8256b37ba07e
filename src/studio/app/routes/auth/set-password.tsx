import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  Form,
  data,
  isRouteErrorResponse,
  redirect,
  useActionData,
  useLoaderData,
  useRouteError,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { z } from 'zod';
import { LINK_REFUSED, openPasswordLink, setPasswordByLink } from '../../../auth/password-links.ts';
import { studioContext } from '../../../context.ts';
import { ErrorSummary, PasswordField } from '../../components/field.tsx';
import { summaryOf } from '../../lib/form-errors.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { readForm } from '../../lib/read-form.server.ts';

const schema = z
  .object({
    password: z.string({ error: 'Enter a password.' }).max(1000),
    again: z.string({ error: 'Enter the password again.' }).max(1000),
  })
  .refine((value) => value.password === value.again, {
    path: ['again'],
    message: 'The two passwords are not the same; type them again.',
  });

export const meta: MetaFunction = () => [{ title: 'Set your password – Studio' }];

/** A refused link: 404 for one we never made, 410 for one used or past its 72 hours. */
const statusOf = (reason: keyof typeof LINK_REFUSED) => (reason === 'unknown' ? 404 : 410);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { db } = studioContext(context);
  const opened = await openPasswordLink(db, params.token ?? '');
  if (!opened.ok) throw data(LINK_REFUSED[opened.reason], { status: statusOf(opened.reason) });
  return { username: opened.user.username, name: opened.user.display_name };
}

/**
 * Sets the password through the one-time link (the password rule, argon2id) and spends the
 * link; then the sign-in page. A weak password is refused at its field and the link kept.
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const { db, address } = studioContext(context);
  const submission = parseWithZod(await readForm(request), { schema });
  const hide = { hideFields: ['password', 'again'] };
  if (submission.status !== 'success') return data({ result: submission.reply(hide) }, 400);
  const outcome = await setPasswordByLink(
    db,
    params.token ?? '',
    submission.value.password,
    address,
  );
  if (outcome.ok) return redirect(`/sign-in?password=set`);
  if (outcome.reason === 'password')
    return data(
      { result: submission.reply({ fieldErrors: { password: [outcome.message] }, ...hide }) },
      400,
    );
  throw data(LINK_REFUSED[outcome.reason], { status: statusOf(outcome.reason) });
}

export default function SetPassword() {
  const { username, name } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useZodForm('set-password', schema, lastResult);
  return (
    <main id="main" className="studio-narrow">
      <h1>Set your password</h1>
      <p>
        {name}, your username is <strong>{username}</strong>. Choose a password of at least 12
        characters (a short sentence is easy to remember); this link works once.
      </p>
      <ErrorSummary errors={summaryOf(form, [fields.password, fields.again])} />
      <Form method="post" {...getFormProps(form)}>
        <PasswordField field={fields.password} label="New password" autoComplete="new-password" />
        <PasswordField
          field={fields.again}
          label="The same password again"
          autoComplete="new-password"
        />
        <button type="submit">Set my password</button>
      </Form>
    </main>
  );
}

/** A link refused (unknown, used, expired): why, and what to do; nothing else of the studio. */
export function ErrorBoundary() {
  const error = useRouteError();
  const known = isRouteErrorResponse(error) && typeof error.data === 'string';
  return (
    <main id="main" className="studio-narrow">
      <h1>{known ? 'This link cannot be used' : 'Something went wrong'}</h1>
      <p>
        {known
          ? (error.data as string)
          : 'Something went wrong on our side; nothing was changed. Please try again.'}
      </p>
      <p>
        <a href="/sign-in">Sign in</a>
      </p>
    </main>
  );
}
