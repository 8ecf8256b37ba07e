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

/**
 * The site source as one render reads it: the root, the layout and the page each ask for the
 * college's identity (five times a home page), so each call is made once a render and its
 * answer shared by the render's loaders. Nothing outlives the render: the next one reads afresh.
 */
export function readOncePerRender(site: SiteSource): SiteSource {
  let college: ReturnType<SiteSource['college']> | undefined;
  const texts = new Map<string, ReturnType<SiteSource['text']>>();
  const optionalTexts = new Map<string, ReturnType<SiteSource['optionalText']>>();
  return {
    college: () => (college ??= site.college()),
    text: (name) => {
      if (!texts.has(name)) texts.set(name, site.text(name));
      return texts.get(name)!;
    },
    optionalText: (name) => {
      if (!optionalTexts.has(name)) optionalTexts.set(name, site.optionalText(name));
      return optionalTexts.get(name)!;
    },
  };
}
