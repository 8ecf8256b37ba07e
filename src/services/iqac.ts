import {
  fromJson,
  naacCriterionAnswer,
  naacFileAnswer,
  naacGroupAnswer,
  naacMetricAnswer,
} from './answers.ts';
import {
  findFileGroup,
  findGroup,
  findGroups,
  findSubSubgroups,
  findSubgroups,
  subSubgroupExists,
  subgroupExists,
} from './iqac.repository.ts';
import { refused } from './refused.ts';
import type { AreaServices, ServiceDeps } from './services.ts';

type IqacCalls =
  | 'getGroup'
  | 'getSubgroupByGroupIdAndType'
  | 'getSubSubgroupBySubgroupId'
  | 'getFileGroupBySubSubgroupId';

/** The IQAC's NAAC tree: groups, metrics, their parts and files (SPEC §7). */
export function iqacServices({ db, uploadsUrl }: ServiceDeps): AreaServices<IqacCalls> {
  return {
    async getGroup() {
      return (await findGroups(db)).map(naacGroupAnswer);
    },
    async getSubgroupByGroupIdAndType({ group_id, type }) {
      const name = 'getSubgroupByGroupIdAndType';
      const group = await findGroup(db, group_id);
      if (!group) throw refused(name, `Unknown group_id ${group_id}`);
      const types = fromJson<string[]>(group.types, []);
      if (!types.includes(type)) {
        const known = types.join(', ');
        throw refused(name, `Group ${group_id} has no metric type '${type}' (it has ${known})`);
      }
      return (await findSubgroups(db, group_id, type)).map(naacCriterionAnswer);
    },
    async getSubSubgroupBySubgroupId({ sub_group_id }) {
      if (!(await subgroupExists(db, sub_group_id)))
        throw refused('getSubSubgroupBySubgroupId', `Unknown sub_group_id ${sub_group_id}`);
      return (await findSubSubgroups(db, sub_group_id)).map(naacMetricAnswer);
    },
    async getFileGroupBySubSubgroupId({ sub_sub_group_id }) {
      if (!(await subSubgroupExists(db, sub_sub_group_id))) {
        const message = `Unknown sub_sub_group_id ${sub_sub_group_id}`;
        throw refused('getFileGroupBySubSubgroupId', message);
      }
      return (await findFileGroup(db, sub_sub_group_id)).map((row) =>
        naacFileAnswer(row, uploadsUrl),
      );
    },
  };
}
