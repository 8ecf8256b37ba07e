import { redirect } from 'react-router';
import { LINK_MIME } from '../../../contract/codes.ts';
import { fileAnswerHeaders } from '../../../lib/attachment-kinds.ts';
import { cvFileName } from '../../lib/department/cv.server.ts';
import { redirectToOwnDepartment } from '../../lib/department/faculty.server.ts';
import { isUnknown, parseId } from '../../lib/department/load.server.ts';
import type { Route } from './+types/faculty-cv';
import { routeQuery } from '../../lib/route-query.ts';

const notAvailable = () =>
  new Response('This CV is not available.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export const queryParams = ['id'] as const;

/**
 * GET /department/{dept_code}/faculty/cv?id={employee id}: the faculty member's CV as an
 * attachment. It reads the profile (POST /getmyprofiledata) and the file through the contract
 * (POST /getfiledata), so it works without JavaScript and against the college's own backend.
 * A person of another department is a redirect to the same address under theirs. A CV given as
 * a link to another site is a redirect there: the server never fetches such an
 * address (DESIGN.md, files are confined).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(routeQuery(request, queryParams).get('id'));
  if (!id) return notAvailable();
  const profile = await context.api.getMyProfileData({ id }).catch((error: unknown) => {
    if (isUnknown(error)) return 0 as const;
    throw error;
  });
  if (profile !== 0) redirectToOwnDepartment(request, params.deptCode, profile);
  const cv = profile === 0 ? undefined : profile.cv[0];
  if (!cv) return notAvailable();
  if (cv.mime === LINK_MIME) return redirect(cv.path);

  const file = await context.api
    .getFileData({ type: cv.type, path: cv.path, mime: cv.mime, ext: cv.ext })
    .catch((error: unknown) => {
      if (isUnknown(error)) return null;
      throw error;
    });
  if (!file) return notAvailable();
  const bytes = Buffer.from(file.data, 'base64');
  return new Response(bytes, {
    headers: {
      // Typed by the allow-list from its extension (never the backend's word), nosniff and
      // sandboxed like every file answer; always a download.
      ...fileAnswerHeaders(`cv.${file.ext || cv.ext || 'pdf'}`),
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${cvFileName(file.type || cv.type)}"`,
      // The name is new on every download; the bytes are small and rarely asked for.
      'Cache-Control': 'no-store',
    },
  });
}
