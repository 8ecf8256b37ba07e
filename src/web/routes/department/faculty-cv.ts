import { redirect } from 'react-router';
import { cvPath } from '../../../site-map/department-pages.ts';
import { parseId } from '../../lib/department/load.server.ts';
import type { Route } from './+types/faculty-cv';
import { routeQuery } from '../../lib/route-query.ts';

const notAvailable = () =>
  new Response('This CV is not available.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export const queryParams = ['id'] as const;

/**
 * The CV download is a server route (src/server/files/cv-download.ts), which streams the file:
 * a page's answer is read whole and kept. This route only takes the other spellings of its
 * address (a trailing slash, dot segments, encoded letters) and sends them to the one it serves.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const id = parseId(routeQuery(request, queryParams).get('id'));
  if (!id) return notAvailable();
  const canonical = cvPath(params.deptCode, id);
  // Reached at the address itself only where the server route is missing: no loop.
  if (new URL(request.url).pathname === canonical.split('?')[0]) return notAvailable();
  return redirect(canonical);
}
