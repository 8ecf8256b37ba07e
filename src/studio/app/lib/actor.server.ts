import { studioContext, type SignedIn } from '../../context.ts';
import type { Actor } from '../../content/items.ts';
import { requireSignedIn } from './guard.server.ts';

/** The content store's Actor: the signed-in account and the address it acts from. */
export function actorFrom(signedIn: SignedIn, address: string): Actor {
  const { user } = signedIn;
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    dept_code: user.dept_code,
    person_id: user.person_id,
    address,
  };
}

/** Everything a studio screen's loader or action needs: the store, who acts, and today. */
export function signedInActor(context: unknown, request: Request) {
  const studio = studioContext(context);
  const signedIn = requireSignedIn(context, request);
  return { studio, db: studio.db, signedIn, actor: actorFrom(signedIn, studio.address) };
}
