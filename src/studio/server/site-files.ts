import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { uploadsRoutes } from '../../api/files/uploads.routes.ts';
import type { Db } from '../../db/database.ts';

/**
 * The public site's own files on the studio's origin, read-only: its built assets and the
 * attachments. A preview is the site's HTML as it is, and its addresses are relative; served
 * here, its pictures and files load as they will on the site (no cross-origin exceptions).
 */
export async function siteFiles(
  app: FastifyInstance,
  { db, siteBuildDir, uploadsDir }: { db: Db; siteBuildDir: string; uploadsDir: string },
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
  await app.register(uploadsRoutes, { db, uploadsDir });
}
