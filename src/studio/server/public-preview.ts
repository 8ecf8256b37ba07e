import type { Config } from '../../config/config.ts';
import type { FailureLog } from '../../contract/client.ts';
import type { Db } from '../../db/database.ts';
import { todayIso } from '../../lib/dates.ts';
import type { PreviewRenderer } from '../context.ts';
import { queued } from './preview-queue.ts';
import { inRolledBackTransaction } from './rolled-back.ts';
import { markedAsPreview } from './preview-mark.ts';

/**
 * The public site's page at an address, rendered by the site's own build over the database
 * handle given (a transaction holding a draft): the composition root hands the studio the site's
 * renderer (src/server/site-page-renderer.ts, decision 110), so the studio imports nothing of it.
 */
export type SitePageRender = (request: {
  db: Db;
  url: string;
  today?: string;
  log: FailureLog;
}) => Promise<{ status: number; html: string; policy: string | undefined }>;

export interface PublicPreview {
  render: PreviewRenderer;
}

/**
 * The public site's own renderer for the studio's previews: the site's server build over the
 * same services the site reads, in a transaction that holds the draft's rows in place of the
 * published ones and is rolled back after the render (rolled-back.ts): so what staff see is what
 * visitors will get, styles and all, and no entity has preview code of its own. A few at a time
 * (preview-queue.ts).
 */
export function publicPreview({
  config,
  db,
  renderSitePage,
  log,
}: {
  config: Config;
  db: Db;
  renderSitePage: SitePageRender;
  /** The studio's log: where a preview's tolerated failures are written. */
  log: FailureLog;
}): PublicPreview {
  // The render's calls share the site's deadline; the whole preview, write and render, a little
  // more: a render is never cut by the bound meant for a preview that hangs.
  const timeoutMs = config.apiTimeoutMs + PREVIEW_GRACE_MS;

  const renderOne: PreviewRenderer = async (target) => {
    const today = target.today ?? todayIso(config.timeZone, config.today);
    try {
      return await inRolledBackTransaction(db, timeoutMs, async (trx) => {
        const url = target.url(await target.write(trx));
        const page = await renderSitePage({ db: trx, url, today, log });
        return { ...page, html: markedAsPreview(page.html) };
      });
    } catch (error) {
      // Rolled back: nothing of the draft stays, and staff are told to try again.
      log.error({ err: error, preview: true }, 'A preview could not be made');
      return { status: 503, html: FAILED_PAGE, policy: undefined };
    }
  };
  return { render: queued(renderOne) };
}

/** How much longer than the site's deadline for a page's calls a whole preview may take. */
export const PREVIEW_GRACE_MS = 2000;

const FAILED_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Preview</title></head>' +
  '<body><main><h1>The preview could not be made</h1><p>Reload it in a few seconds; your ' +
  "draft is saved. If it fails again, the server's log says why.</p></main></body></html>";

/**
 * The answer of a preview: the page's own policy (its inline styles by hash), framed only by the
 * studio itself, and sandboxed: no script runs, no form posts, no link leaves the frame's
 * document without the member of staff choosing to (its origin kept, so its pictures load).
 */
export function previewResponse(result: Awaited<ReturnType<PreviewRenderer>>): Response {
  const policy = (result.policy ?? "default-src 'none'")
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^(frame-ancestors|sandbox)\b/.test(directive))
    .concat(["frame-ancestors 'self'", 'sandbox allow-same-origin'])
    .join('; ');
  return new Response(result.html, {
    status: result.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': policy,
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'no-store',
    },
  });
}
