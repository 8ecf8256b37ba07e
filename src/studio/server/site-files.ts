import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPublishedStudioFile, type StudioFileAccess } from '../../services/files/studio-files.ts';
import { uploadsRoutes } from '../../api/files/uploads.routes.ts';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { todayIso } from '../../lib/dates.ts';
import { secondFactorRequired } from '../auth/sign-in.ts';
import { readSignedIn } from '../auth/sessions.ts';
import { mayReadStudioFile } from '../content/file-access.ts';

/**
 * The public site's own files on the studio's origin, read-only: its built assets and the
 * attachments. A preview is the site's HTML as it is, and its addresses are relative; served
 * here, its pictures and files load as they will on the site (no cross-origin exceptions). A
 * studio upload not yet published is served here only to staff who may see it (decision 075):
 * the preview of a draft shows its new photographs; the public site does not have them.
 */
export async function siteFiles(
  app: FastifyInstance,
  {
    config,
    db,
    siteBuildDir,
    uploadsDir,
  }: { config: Config; db: Db; siteBuildDir: string; uploadsDir: string },
) {
  await app.register(fastifyStatic, {
    root: join(siteBuildDir, 'client', 'assets'),
    prefix: '/assets/',
    index: false,
    cacheControl: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    decorateReply: false,
  });
  await app.register(uploadsRoutes, { db, uploadsDir, studioFileAccess: staffAccess(config, db) });
}

/** Published files to anyone; the others to the signed-in member of staff who may see them. */
function staffAccess(config: Config, db: Db): StudioFileAccess {
  return async (name, { cookie }) => {
    const signedIn = await readSignedIn(db, cookie, config.studio, new Date());
    const signedInFully =
      signedIn && (signedIn.secondFactor || !secondFactorRequired(signedIn.user));
    if (!signedInFully) return isPublishedStudioFile(db, name);
    const { id, username, role, dept_code, person_id } = signedIn.user;
    const actor = { id, username, role, dept_code, person_id, address: '' };
    return mayReadStudioFile(db, actor, name, todayIso(config.timeZone, config.today));
  };
}
