import { tolerate } from '../../lib/failure-log.ts';
import type { WebContext } from '../load-context.ts';

/** Where absolute links point when neither PUBLIC_URL nor the content names the site. */
const FALLBACK_ORIGIN = 'http://localhost';

/**
 * The site's public origin: PUBLIC_URL when set, otherwise the college's website from the
 * content (college.yaml). Never the request's Host header: pages are cached by address, and a
 * forged Host would otherwise end up in every visitor's canonical links and feeds.
 */
export async function publicOrigin(context: Pick<WebContext, 'publicUrl' | 'site' | 'log'>) {
  if (context.publicUrl) return context.publicUrl;
  const college = await tolerate(context.site.college(), null, context.log, 'the public origin');
  // A website that is not an address (content's mistake, shown as is elsewhere) is no origin.
  const website = college?.website ?? '';
  return URL.canParse(website) ? new URL(website).origin : FALLBACK_ORIGIN;
}
