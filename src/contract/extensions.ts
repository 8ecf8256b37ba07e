import { z } from 'zod';
import { get, post } from './call.ts';

/** GET /site/version: which import of the content the backend serves. */
export const SiteVersion = z.object({
  /** Changes with every import; 'none' before the first import that wrote one. */
  version: z.string(),
  /** When that import committed (ISO date-time), or null. */
  imported_at: z.string().nullable(),
});
export type SiteVersion = z.output<typeof SiteVersion>;

/**
 * Calls of ours beside SPEC §7, under /api/site/…: what the pages need that the spec's backend
 * does not carry (the college's identity and texts, image variants, the content version, …).
 * A college's own backend may lack them: the client raises an ApiError with status 404, and the
 * site falls back (see docs/api-extensions.md). Define each as in calls.ts, with post()/get().
 */
export const extensionCalls = {
  /** Polled by the site to drop its saved pages when new content is imported. */
  getSiteVersion: get('/site/version', SiteVersion),
} as const satisfies Record<string, ReturnType<typeof get> | ReturnType<typeof post>>;
