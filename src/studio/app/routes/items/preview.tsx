import { data, type LoaderFunctionArgs } from 'react-router';
import { getItem, previewOf } from '../../../content/items.repository.ts';
import { signedInActor } from '../../lib/actor.server.ts';
import { viewOrNotFound } from '../../lib/entity.server.ts';

/**
 * The preview's own policy: the public page's HTML as the site's build renders it, its
 * stylesheets written in (decision 031), and nothing that runs: no script, no form, framed by
 * the studio alone. Its images come from the public site's address.
 */
function previewPolicy(publicOrigin: string | undefined): string {
  const images = ["'self'", 'data:', 'blob:', ...(publicOrigin ? [publicOrigin] : [])].join(' ');
  return [
    "default-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self' data:",
    "script-src 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
    'sandbox allow-same-origin allow-popups allow-popups-to-escape-sandbox',
  ].join('; ');
}

const page = (status: number, text: string) =>
  new Response(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Preview</title></head>` +
      `<body><main><h1>Preview</h1><p>${text}</p></main></body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8' } },
  );

/** /preview/:entity/:key: the public page with this item's draft in place, as visitors will see it. */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { studio, db, actor } = signedInActor(context, request);
  const view = viewOrNotFound(params.entity, actor);
  const item = await getItem(db, view.name, params.key ?? '', actor);
  if (!item) throw data('There is no such item.', { status: 404 });
  if (!studio.preview) return page(503, 'Preview is not available: the public site is not built here.');
  const rendered = await studio.preview(await previewOf(db, view.name, item.key, actor));
  const publicOrigin =
    studio.config.publicUrl ?? `http://localhost:${studio.config.port}`;
  return new Response(rendered.html, {
    status: rendered.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': previewPolicy(publicOrigin),
      'x-content-type-options': 'nosniff',
    },
  });
}
