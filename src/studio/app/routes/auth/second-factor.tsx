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
import { recordAudit, summedPerMinute } from '../../../audit.ts';
import { createSession } from '../../../auth/sessions.ts';
import {
  clearFailures,
  reservationOf,
  reserveAttempt,
  throttleMessage,
} from '../../../auth/throttle.ts';
import { checkTotp, groupSecret, newTotpSecret, totpQrCode } from '../../../auth/totp.ts';
import { enableTotp, setTotpSecret } from '../../../auth/users.repository.ts';
import { studioContext, type SignedIn } from '../../../context.ts';
import { ErrorSummary, Field } from '../../components/field.tsx';
import { collegeName } from '../../lib/college-name.server.ts';
import { summaryOf } from '../../lib/form-errors.ts';
import { safeNext } from '../../lib/guard.server.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { readForm } from '../../lib/read-form.server.ts';

const schema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code your app shows.' })
    .transform((code) => code.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'The code is 6 digits, for example 123456.')),
  next: z.string().optional(),
});

const WRONG_CODE = 'That code is not right. Type the 6 digits your app shows now.';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.mode === 'enrol' ? 'Set up two-step sign-in' : 'Enter your sign-in code' },
];

/** Failed codes count apart from passwords, so guessing codes is held back the same way. */
const codeKey = (signedIn: SignedIn) => `totp:${signedIn.user.username}`;

function signedInOr(context: unknown, request: Request): SignedIn {
  const { signedIn } = studioContext(context);
  const next = new URL(request.url).searchParams.get('next');
  if (!signedIn) throw redirect(`/sign-in?next=${encodeURIComponent(safeNext(next))}`);
  return signedIn;
}

/**
 * Two steps in one address: an account without the factor enrols (a new secret, kept pending
 * until a code made from it comes back), one with it gives its code. An admin is sent here by
 * the guard before anything else; others come from their account page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = studioContext(context);
  const signedIn = signedInOr(context, request);
  const next = safeNext(new URL(request.url).searchParams.get('next'));
  const { user } = signedIn;
  if (user.totp_enabled) {
    if (signedIn.secondFactor) throw redirect(next);
    return { mode: 'verify' as const, next, enrol: null };
  }
  let secret = user.totp_secret;
  if (!secret) {
    secret = newTotpSecret();
    await setTotpSecret(db, user.id, secret);
  }
  const issuer = `${(await collegeName(db)) || 'College'} studio`;
  const { dataUrl } = await totpQrCode(secret, user.username, issuer);
  return {
    mode: 'enrol' as const,
    next,
    enrol: { qr: dataUrl, key: groupSecret(secret), issuer, username: user.username },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = studioContext(context);
  const signedIn = signedInOr(context, request);
  const { user } = signedIn;
  const submission = parseWithZod(await readForm(request), { schema });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['code'] }) }, { status: 400 });
  const now = new Date();
  const refuse = (message: string, status: number) =>
    data(
      { result: submission.reply({ fieldErrors: { code: [message] }, hideFields: ['code'] }) },
      { status },
    );
  const enrolling = !user.totp_enabled;
  const audit = (action: string, extra: object = {}) =>
    recordAudit(
      ctx.db,
      {
        userId: user.id,
        username: user.username,
        action,
        entity: 'account',
        item: user.username,
        address: ctx.address,
        ...extra,
      },
      now,
    );
  // Counted before the code is looked at, as a password is at sign-in (throttle.ts).
  const reserved = await reserveAttempt(ctx.db, [codeKey(signedIn)], now);
  if (!reserved.ok) {
    const reason = 'too many attempts';
    await audit('second factor refused', {
      reason,
      summedAs: summedPerMinute(`second factor refused: ${reason} ${user.id}`, ctx.address, now),
    });
    return refuse(throttleMessage(reserved.waitMs), 429);
  }
  const step = user.totp_secret
    ? checkTotp(user.totp_secret, submission.value.code, now, user.totp_last_step)
    : null;
  // Taken once: of two requests with the same code, only the first moves the step on.
  const taken =
    step !== null &&
    (
      await ctx.db
        .updateTable('studio_users')
        .set({ totp_last_step: step })
        .where('id', '=', user.id)
        .where('totp_last_step', '<', step)
        .executeTakeFirst()
    ).numUpdatedRows > 0n;
  if (!taken) {
    await audit('second factor refused', { reason: 'wrong code' });
    return refuse(WRONG_CODE, 400);
  }
  await clearFailures(ctx.db, reservationOf(reserved.reservations, codeKey(signedIn)));
  if (enrolling) await enableTotp(ctx.db, user.id);
  await audit(
    enrolling ? 'second factor turned on' : 'second factor',
    enrolling ? { before: { second_factor: false }, after: { second_factor: true } } : {},
  );
  // A step up in what the session may do: a new id for it, as at sign-in.
  const session = await createSession(
    ctx.db,
    {
      userId: user.id,
      secondFactor: true,
      cookieHeader: request.headers.get('cookie') ?? undefined,
      address: ctx.address,
      userAgent: ctx.userAgent,
    },
    ctx.config.studio,
    now,
  );
  return redirect(safeNext(submission.value.next), {
    headers: { 'Set-Cookie': session.setCookie },
  });
}

export default function SecondFactor() {
  const { mode, next, enrol } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useZodForm('second-factor', schema, lastResult);
  return (
    <main id="main" className="studio-narrow">
      <h1>{mode === 'enrol' ? 'Set up two-step sign-in' : 'Enter your sign-in code'}</h1>
      <ErrorSummary errors={summaryOf(form, [fields.code])} />
      {enrol ? (
        <>
          <p>
            Besides your password, the studio asks for a 6-digit code from an app on your phone (for
            example Google Authenticator, Microsoft Authenticator, FreeOTP or Aegis).
            {mode === 'enrol' ? ' Administrators must set it up before anything else.' : null}
          </p>
          <ol className="studio-steps">
            <li>Open the app and choose to add an account.</li>
            <li>
              Scan this QR code:
              <img
                className="studio-qr"
                src={enrol.qr}
                width={240}
                height={240}
                alt={`QR code for ${enrol.issuer}, account ${enrol.username}. The same key is written out in the next step.`}
              />
            </li>
            <li>
              Or type this key into the app (time-based, 6 digits):{' '}
              <code className="studio-secret">{enrol.key}</code>
            </li>
            <li>Type the code the app now shows below.</li>
          </ol>
        </>
      ) : (
        <p>Open the authenticator app on your phone and type the 6-digit code it shows.</p>
      )}
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="next" value={next} />
        <Field
          id={fields.code.id}
          label="Code from your app"
          hint="6 digits, for example 123456"
          errors={fields.code.errors}
          required
        >
          {(props) => (
            <input
              {...props}
              type="text"
              name={fields.code.name}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              className="studio-code"
            />
          )}
        </Field>
        <button type="submit">{mode === 'enrol' ? 'Turn on and continue' : 'Continue'}</button>
      </Form>
      <Form method="post" action="/sign-out" className="studio-aside">
        <button type="submit" className="secondary">
          Sign out
        </button>
      </Form>
    </main>
  );
}
