import { z } from 'zod';
import {
  NAAC_CRITERION_FIELDS,
  NAAC_FILE_FIELDS,
  NAAC_GROUP_FIELDS,
  NAAC_METRIC_FIELDS,
} from '../../entities/naac.ts';
import { Attachment, Id } from './common.ts';
import { answerExtensions } from './described.ts';

/**
 * The NAAC tree's answers: SPEC's fields, and any of ours its description (entities/naac.ts)
 * names beside them (none yet). GET /getgroup item: a NAAC group and its metric kinds (e.g.
 * QlM, QnM).
 */
export const IqacGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  types: z.array(z.string()).default([]),
  ...answerExtensions(NAAC_GROUP_FIELDS),
});
export type IqacGroup = z.infer<typeof IqacGroup>;

export const MetricType = z.string().regex(/^[A-Za-z0-9_-]{1,30}$/, 'must be a metric type code');

export const SubgroupRequest = z.object({ type: MetricType, group_id: Id });
/** Level 1: a criterion. */
export const IqacSubgroup = z.object({
  id: z.number().int(),
  criterion: z.string(),
  metric_question: z.string().default(''),
  ...answerExtensions(NAAC_CRITERION_FIELDS),
});
export type IqacSubgroup = z.infer<typeof IqacSubgroup>;

export const SubSubgroupRequest = z.object({ sub_group_id: Id });
/** Level 2: a serial number of a criterion. */
export const IqacSubSubgroup = z.object({
  id: z.number().int(),
  sr_no: z.string(),
  metric_question: z.string().default(''),
  ...answerExtensions(NAAC_METRIC_FIELDS),
});
export type IqacSubSubgroup = z.infer<typeof IqacSubSubgroup>;

export const FileGroupRequest = z.object({ sub_sub_group_id: Id });
/** Level 3: a file of a serial number. */
export const IqacFileGroupItem = z.object({
  id: z.number().int(),
  sr_no: z.string(),
  title: z.string(),
  upload_info: z.array(Attachment).default([]),
  ...answerExtensions(NAAC_FILE_FIELDS),
});
export type IqacFileGroupItem = z.infer<typeof IqacFileGroupItem>;
