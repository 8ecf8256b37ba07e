import { data, type LoaderFunctionArgs } from 'react-router';
import { previewOf } from '../../../content/items.repository.ts';
import { profileKey } from '../../../content/profile/profile-edits.ts';
import { QUARTER_PATTERN } from '../../../content/profile/quarters.ts';
import { previewResponse } from '../../../server/public-preview.ts';
import { facultyPagePath } from '../../../../site-map/department-pages.ts';
import { orRefused } from '../../lib/entity.server.ts';
import { profileFor } from '../../lib/profile.server.ts';

/**
 * /profile-preview/:personId/:quarter: the quarterly report of that quarter (or ALL) as it will
 * look with the teacher's saved draft, rendered by the public site's own build (decision 037).
 */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const quarter = params.quarter ?? '';
  if (quarter !== 'ALL' && !QUARTER_PATTERN.test(quarter))
    throw data('There is no such quarter.', { status: 404 });
  const { studio, db, actor, personId, item, homeDept } = await profileFor(
    context,
    request,
    params.personId,
  );
  const { target } = orRefused(
    await previewOf(db, 'profile', profileKey(personId), actor, undefined, { today: studio.today }),
  );
  if (!studio.preview)
    throw data('The public site is not built on this server: publish, then look at it.', {
      status: 503,
    });
  const person = { id: personId, name: String(item.values.name ?? '') };
  const url = facultyPagePath(
    homeDept,
    'quarterlyreport',
    person,
    quarter === 'ALL' ? undefined : quarter,
  );
  return previewResponse(await studio.preview({ ...target, url: () => url }));
}
