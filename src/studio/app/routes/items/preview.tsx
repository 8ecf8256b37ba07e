import type { LoaderFunctionArgs } from 'react-router';
import { previewOf } from '../../../content/items.repository.ts';
import { previewResponse } from '../../../server/public-preview.ts';
import { signedInActor } from '../../lib/actor.server.ts';
import { orRefused, viewOrNotFound } from '../../lib/entity.server.ts';

/** Without the public site's build there is nothing to render the page with. */
const notAvailable = () =>
  new Response(
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Preview</title></head>' +
      '<body><main><h1>Preview is not available</h1><p>The public site is not built on this ' +
      'server, so its pages cannot be shown here. Publish, then look at the public site.</p>' +
      '</main></body></html>',
    { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } },
  );

/**
 * /preview/:entity/:key: the public page with this item's draft in place, rendered by the public
 * site's own build, as visitors will see it (framed by the studio only, no script running).
 */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { studio, db, actor } = signedInActor(context, request);
  const view = viewOrNotFound(params.entity, actor);
  const { target } = orRefused(
    await previewOf(db, view.name, params.key ?? '', actor, undefined, { today: studio.today }),
  );
  if (!studio.preview) return notAvailable();
  return previewResponse(await studio.preview(target));
}
