import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import type { SiteCollege } from '../../contract/schemas/site.ts';
import { readContentVersion } from '../../db/content-version.ts';
import { assameseOf, fromJson } from '../answers.ts';
import { findSetting } from '../college/college.repository.ts';
import { contractRoute } from '../contract-route.ts';
import type { ApiDeps } from '../deps.ts';
import { findSiteText } from './site.repository.ts';

/** Our own calls under /api/site/… (src/contract/extensions.ts). */
export async function siteRoutes(app: FastifyInstance, { db }: ApiDeps) {
  contractRoute(app, 'getSiteCollege', async () => {
    const row = await findSetting(db, 'college');
    if (!row) throw httpErrors.notFound('No college identity has been imported yet');
    return fromJson<SiteCollege>(row.value, {} as SiteCollege);
  });

  contractRoute(app, 'getSiteText', async ({ name }) => {
    const row = await findSiteText(db, name);
    if (!row) throw httpErrors.notFound(`The content has no text '${name}'`);
    return {
      ...(row.title === null ? {} : { title: row.title }),
      ...(row.updated === null ? {} : { updated: row.updated }),
      body: row.body,
      ...assameseOf({ title_as: row.title_as, body_as: row.body_as }),
    };
  });

  // Polled every second or two by the site's servers: read afresh, never kept by anyone.
  contractRoute(app, 'getSiteVersion', async () => readContentVersion(db), {
    cacheControl: 'no-cache',
  });
}
