import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import { attachmentsOf, fromJson } from '../answers.ts';
import { contractRoute } from '../contract-route.ts';
import type { ApiDeps } from '../deps.ts';
import {
  findFileGroup,
  findGroup,
  findGroups,
  findSubSubgroups,
  findSubgroups,
  subSubgroupExists,
  subgroupExists,
} from './iqac.repository.ts';

export async function iqacRoutes(app: FastifyInstance, { db, uploadsUrl }: ApiDeps) {
  contractRoute(app, 'getGroup', async () =>
    (await findGroups(db)).map((row) => ({
      id: row.id,
      name: row.name,
      types: fromJson<string[]>(row.types, []),
    })),
  );

  contractRoute(app, 'getSubgroupByGroupIdAndType', async ({ group_id, type }) => {
    const group = await findGroup(db, group_id);
    if (!group) throw httpErrors.notFound(`Unknown group_id ${group_id}`);
    const types = fromJson<string[]>(group.types, []);
    if (!types.includes(type)) {
      throw httpErrors.notFound(
        `Group ${group_id} has no metric type '${type}' (it has ${types.join(', ')})`,
      );
    }
    return findSubgroups(db, group_id, type);
  });

  contractRoute(app, 'getSubSubgroupBySubgroupId', async ({ sub_group_id }) => {
    if (!(await subgroupExists(db, sub_group_id)))
      throw httpErrors.notFound(`Unknown sub_group_id ${sub_group_id}`);
    return findSubSubgroups(db, sub_group_id);
  });

  contractRoute(app, 'getFileGroupBySubSubgroupId', async ({ sub_sub_group_id }) => {
    if (!(await subSubgroupExists(db, sub_sub_group_id))) {
      throw httpErrors.notFound(`Unknown sub_sub_group_id ${sub_sub_group_id}`);
    }
    return (await findFileGroup(db, sub_sub_group_id)).map((row) => ({
      id: row.id,
      sr_no: row.sr_no,
      title: row.title,
      upload_info: attachmentsOf(row.upload_info, uploadsUrl),
    }));
  });
}
