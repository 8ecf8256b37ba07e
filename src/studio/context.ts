import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { StudioUser } from './auth/users.repository.ts';
import type { PreviewTarget } from './content/items.ts';

/** A signed-in member of staff, as every studio route sees them. */
export interface SignedIn {
  user: StudioUser;
  /** The session's id (the hash of its cookie token). */
  sessionId: string;
  /** True once the second factor was given in this session (TOTP). */
  secondFactor: boolean;
}

/**
 * What every studio loader and action receives from the server (src/studio/server): the database
 * the public site reads, who is signed in, and what a response needs (the CSP nonce).
 */
export interface StudioContext {
  db: Db;
  config: Config;
  /** null: nobody signed in (or the session ended). */
  signedIn: SignedIn | null;
  /** The client's address as TRUST_PROXY lets Fastify see it: for the throttle and the audit log. */
  address: string;
  userAgent: string;
  /** This answer's CSP nonce, for React Router's inline scripts. */
  nonce: string;
  /** Today in the college's time zone, YYYY-MM-DD. */
  today: string;
  /** Renders a public page with a draft in place (the preview); absent without the site's build. */
  preview?: PreviewRenderer;
}

/**
 * Renders a public page as it will look: the public site's own build over the services, in a
 * transaction that holds the draft in place of the published rows and is rolled back after.
 */
export type PreviewRenderer = (request: PreviewTarget) => Promise<{
  status: number;
  html: string;
  /** The page's own Content-Security-Policy (its inline styles by hash). */
  policy: string | undefined;
}>;

/**
 * The studio's context from a loader's or action's `context`. The public site's routes declare
 * React Router's AppLoadContext as theirs (src/web/load-context.ts); the studio's routes read
 * their own through this, so neither app's types leak into the other.
 */
export function studioContext(context: unknown): StudioContext {
  return context as StudioContext;
}
