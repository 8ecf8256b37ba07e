import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler } from 'react-router';
import type { Config } from '../../config/config.ts';
import { createSiteContent } from '../../content/site-content.ts';
import { createApiClient, type ApiClient } from '../../contract/client.ts';
import type { Db } from '../../db/database.ts';
import { todayIso } from '../../lib/dates.ts';
import { buildServer } from '../../server/app.ts';
import { injectFetch } from '../../server/inject-fetch.ts';
import { loadBuiltStyles } from '../../server/inline-styles.ts';
import { renderPage } from '../../server/page-render.ts';
import { createPagePolicy } from '../../server/security/page-policy.ts';
import { createApiSiteSource } from '../../server/site-source.ts';
import { loadServerBuild } from '../../server/web.ts';
import type { PreviewRenderer } from '../context.ts';
import { queued } from './preview-queue.ts';

export interface PublicPreview {
  render: PreviewRenderer;
  /** The API app the previews read (not listening); closed with the studio. */
  api: FastifyInstance;
}

/**
 * The public site's own renderer for the studio's previews: the site's server build, reading
 * the same database through the contract (an API app in this process, never listening, with no
 * cache: a preview shows what is in the database now), with the draft overlaid on the API's
 * answers. So what staff see is what visitors will get, styles and all; a few at a time
 * (preview-queue.ts). Undefined without the site's build.
 */
export async function publicPreview({
  config,
  db,
  siteBuildDir,
}: {
  config: Config;
  db: Db;
  siteBuildDir: string;
}): Promise<PublicPreview | undefined> {
  if (!existsSync(join(siteBuildDir, 'server', 'index.js'))) return undefined;
  const api = await buildServer({
    config: { ...config, serve: 'api', pageCacheTtlMs: 0, contentVersionPollMs: 0 },
    db,
  });
  await api.ready();
  const published: ApiClient = createApiClient({
    baseUrl: 'http://in-process/api',
    fetch: injectFetch(api),
    cacheTtlMs: 0,
    timeoutMs: config.apiTimeoutMs,
  });
  const handle = createRequestHandler(await loadServerBuild(siteBuildDir), 'production');
  const styles = await loadBuiltStyles(join(siteBuildDir, 'client'));
  const today = () => todayIso(config.timeZone, config.today);
  const local = createSiteContent(config.contentDir, today, { uploadsUrl: config.uploadsUrl });

  const renderOne: PreviewRenderer = async ({ url, overlay }) => {
    const overlaid = overlay(published);
    const site = createApiSiteSource(overlaid, local);
    const pagePolicy = createPagePolicy({ site, uploadsUrl: config.uploadsUrl, log: api.log });
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
        log: api.log,
      },
      url,
      config.apiTimeoutMs,
      { pagePolicy, styles },
    );
    const policy = rendered.headers.find(([name]) => name === 'content-security-policy')?.[1];
    return { status: rendered.status, html: rendered.body.toString('utf8'), policy };
  };
  return { render: queued(renderOne), api };
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
