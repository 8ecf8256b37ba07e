import { ApiError, type ApiClient } from '../contract/client.ts';
import type { SiteSource } from '../contract/schemas/site.ts';

/** True when the backend answered that it has no such call (a college's own, without ours). */
const lacksCall = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && error.status === 404;

/**
 * The college's identity and texts through our own calls beside SPEC §7 (/api/site/…), so a
 * site-only copy needs nothing but API_URL. When the backend lacks these calls, and only then, a
 * local content folder supplies them (`local`); without one, the page shows its error state.
 */
export function createApiSiteSource(api: ApiClient, local?: SiteSource): SiteSource {
  let backendLacksCalls = false;
  const viaApi = async <T>(call: () => Promise<T>, fallback: (() => Promise<T>) | undefined) => {
    if (backendLacksCalls && fallback) return fallback();
    try {
      return await call();
    } catch (error) {
      if (!fallback || !lacksCall(error)) throw error;
      // Probe with the identity call: a text may be missing while the calls exist.
      backendLacksCalls = await api.getSiteCollege().then(
        () => false,
        (probe: unknown) => lacksCall(probe),
      );
      if (!backendLacksCalls) throw error;
      return fallback();
    }
  };
  return {
    college: () => viaApi(() => api.getSiteCollege(), local && (() => local.college())),
    text: (name) => viaApi(() => api.getSiteText({ name }), local && (() => local.text(name))),
    // An optional text the content lacks is a 404 of a backend that has the calls: null.
    optionalText: async (name) => {
      try {
        return await viaApi(
          () => api.getSiteText({ name }),
          local && (() => local.optionalText(name)),
        );
      } catch (error) {
        if (lacksCall(error)) return null;
        throw error;
      }
    },
  };
}
