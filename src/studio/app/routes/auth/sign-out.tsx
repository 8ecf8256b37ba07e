import { Form, redirect, type ActionFunctionArgs, type MetaFunction } from 'react-router';
import { recordAudit } from '../../../audit.ts';
import { clearSessionCookie, endSession, sessionIdFromCookie } from '../../../auth/sessions.ts';
import { studioContext } from '../../../context.ts';

export const meta: MetaFunction = () => [{ title: 'Sign out of the studio' }];

/**
 * Sign-out is a POST (a link or an image from elsewhere cannot sign anyone out); the address
 * opened directly shows the button that sends it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { db, signedIn, address } = studioContext(context);
  const id = sessionIdFromCookie(request.headers.get('cookie') ?? undefined);
  if (id) await endSession(db, id);
  if (signedIn)
    await recordAudit(db, {
      userId: signedIn.user.id,
      username: signedIn.user.username,
      action: 'sign-out',
      entity: 'account',
      item: signedIn.user.username,
      address,
    });
  return redirect('/sign-in', {
    headers: {
      'Set-Cookie': clearSessionCookie(),
      // The drafts this browser kept of unsaved forms (decision 070) go with the session: whoever
      // uses this computer next finds none of them.
      'Clear-Site-Data': '"storage"',
    },
  });
}

export default function SignOut() {
  return (
    <main id="main" className="studio-narrow">
      <h1>Sign out of the studio</h1>
      <Form method="post">
        <button type="submit">Sign out</button>
      </Form>
      <p>
        <a href="/">Back to the studio</a>
      </p>
    </main>
  );
}
