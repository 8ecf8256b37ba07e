import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createRequestHandler } from 'react-router';
import type { Config } from '../../config/config.ts';
import { createSiteContent } from '../../content/site-content.ts';
import type { FailureLog } from '../../contract/client.ts';
import type { Db } from '../../db/database.ts';
import { createServices } from '../../services/index.ts';
import { servicesClient } from '../../services/services-client.ts';
import { todayIso } from '../../lib/dates.ts';
import { loadBuiltStyles } from '../../server/inline-styles.ts';
import { renderPage } from '../../server/page-render.ts';
import { createPagePolicy } from '../../server/security/page-policy.ts';
import { createApiSiteSource } from '../../server/site-source.ts';
import { loadServerBuild } from '../../server/web.ts';
import type { PreviewRenderer } from '../context.ts';
import { queued } from './preview-queue.ts';

export interface PublicPreview {
  render: PreviewRenderer;
}

/**
 * The public site's own renderer for the studio's previews: the site's server build, reading
 * the same database through the services (in process, as the site reads them; nothing kept: a
 * preview shows what is in the database now), with the draft overlaid on their answers. So what staff see is what visitors will get, styles and all; a few at a time
 * (preview-queue.ts). Undefined without the site's build.
 */
export async function publicPreview({
  config,
  db,
  siteBuildDir,
  log,
}: {
  config: Config;
  db: Db;
  siteBuildDir: string;
  /** The studio's log: where a preview's tolerated failures are written. */
  log: FailureLog;
}): Promise<PublicPreview | undefined> {
  if (!existsSync(join(siteBuildDir, 'server', 'index.js'))) return undefined;
  const today = () => todayIso(config.timeZone, config.today);
  const published = servicesClient(
    createServices({ db, uploadsDir: config.uploadsDir, uploadsUrl: config.uploadsUrl, today }),
  );
  const handle = createRequestHandler(await loadServerBuild(siteBuildDir), 'production');
  const styles = await loadBuiltStyles(join(siteBuildDir, 'client'));
  const local = createSiteContent(config.contentDir, today, { uploadsUrl: config.uploadsUrl });

  const renderOne: PreviewRenderer = async ({ url, overlay }) => {
    const overlaid = overlay(published);
    const site = createApiSiteSource(overlaid, local);
    const pagePolicy = createPagePolicy({ site, uploadsUrl: config.uploadsUrl, log });
    const rendered = await renderPage(
      handle,
      {
        api: overlaid,
        bulkApi: overlaid,
        site,
        uploadsUrl: config.uploadsUrl,
        admissionUrl: config.admissionUrl,
        publicUrl: config.publicUrl,
        today: today(),
        log,
      },
      url,
      config.apiTimeoutMs,
      { pagePolicy, styles },
    );
    const policy = rendered.headers.find(([name]) => name === 'content-security-policy')?.[1];
    return { status: rendered.status, html: rendered.body.toString('utf8'), policy };
  };
  return { render: queued(renderOne) };
}

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
