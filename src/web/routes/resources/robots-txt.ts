import { publicOrigin } from '../../lib/origin.server.ts';
import { absoluteUrl } from '../../lib/canonical.ts';
import type { Route } from './+types/robots-txt';

/**
 * /robots.txt: everything may be crawled but search results (endless, and pages of their own)
 * and the JSON of the API; the sitemap is named with the public origin.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = await publicOrigin(context);
  const text = [
    'User-agent: *',
    'Disallow: /search',
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
