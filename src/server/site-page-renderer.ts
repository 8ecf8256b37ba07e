import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/config.ts';
import { createSiteContent } from '../content/site-content.ts';
import type { FailureLog } from '../contract/client.ts';
import type { Db } from '../db/database.ts';
import { todayIso } from '../lib/dates.ts';
import { createServices } from '../services/index.ts';
import { servicesClient } from '../services/services-client.ts';
import { loadBuiltStyles } from './inline-styles.ts';
import { createPageHandler } from './page-handler.ts';
import { renderPage } from './page-render.ts';
import { createPagePolicy } from './security/page-policy.ts';
import { createApiSiteSource } from './site-source.ts';
import { loadServerBuild } from './web.ts';

/** A public page rendered over a database, and its own policy (its inline styles by hash). */
export interface SitePage {
  status: number;
  html: string;
  policy: string | undefined;
}

/** What a page is rendered over: a database (a transaction, for a preview), the day, the log. */
export interface SitePageRequest {
  db: Db;
  url: string;
  today?: string;
  /** Where the render's tolerated failures are written. */
  log: FailureLog;
}

/**
 * The public site's pages rendered from its build over the services of any database handle, as
 * the site renders them: the studio's previews (decision 110) get this from the composition root,
 * over a transaction that holds a draft, and import nothing of the site. Undefined without the
 * site's build.
 */
export async function sitePageRenderer({
  config,
  siteBuildDir,
}: {
  config: Config;
  siteBuildDir: string;
}): Promise<((request: SitePageRequest) => Promise<SitePage>) | undefined> {
  if (!existsSync(join(siteBuildDir, 'server', 'index.js'))) return undefined;
  const handle = createPageHandler(await loadServerBuild(siteBuildDir), 'production');
  const styles = await loadBuiltStyles(join(siteBuildDir, 'client'));
  const { uploadsDir, uploadsUrl } = config;
  const local = createSiteContent(
    config.contentDir,
    () => todayIso(config.timeZone, config.today),
    { uploadsUrl },
  );
  return async ({ db, url, today = todayIso(config.timeZone, config.today), log }) => {
    const api = servicesClient(createServices({ db, uploadsDir, uploadsUrl, today: () => today }));
    const site = createApiSiteSource(api, local);
    const pagePolicy = createPagePolicy({ site, uploadsUrl, log });
    const rendered = await renderPage(
      handle,
      {
        api,
        bulkApi: api,
        site,
        uploadsUrl,
        admissionUrl: config.admissionUrl,
        publicUrl: config.publicUrl,
        today,
        log,
      },
      url,
      config.apiTimeoutMs,
      { pagePolicy, styles },
    );
    const policy = rendered.headers.find(([name]) => name === 'content-security-policy')?.[1];
    return { status: rendered.status, html: rendered.body.toString('utf8'), policy };
  };
}
