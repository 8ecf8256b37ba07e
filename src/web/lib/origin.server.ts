import type { WebContext } from '../load-context.ts';

/** Where absolute links point when neither PUBLIC_URL nor the content names the site. */
const FALLBACK_ORIGIN = 'http://localhost';

/**
 * The site's public origin: PUBLIC_URL when set, otherwise the college's website from the
 * content (college.yaml). Never the request's Host header: pages are cached by address, and a
 * forged Host would otherwise end up in every visitor's canonical links and feeds.
 */
export async function publicOrigin(context: Pick<WebContext, 'publicUrl' | 'site'>) {
  if (context.publicUrl) return context.publicUrl;
  try {
    return new URL((await context.site.college()).website).origin;
  } catch {
    return FALLBACK_ORIGIN;
  }
}
