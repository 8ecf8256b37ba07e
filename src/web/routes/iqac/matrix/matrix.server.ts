import { LINK_MIME } from '../../../../contract/codes.ts';
import { fileAddress } from '../../../../contract/file-address.ts';
import type { Attachment } from '../../../../contract/schemas/common.ts';
import type { IqacGroup } from '../../../../contract/schemas/iqac.ts';
import type { Crumb } from '../../../components/breadcrumb.tsx';
import { type MessageKey, type Texts } from '../../../i18n/intl.ts';
import { fileLinks, type FileLink } from '../../../lib/files.server.ts';
import { loadImages } from '../../../lib/images.server.ts';
import type { ResponsiveImage } from '../../../lib/images.ts';
import type { RouteQuery } from '../../../lib/route-query.ts';
import type { WebContext } from '../../../load-context.ts';
import { matrixHref, type MatrixLevelState } from '../../../../site-map/matrix-address.ts';
import { readMatrixQuery, type MatrixParam, type MatrixQuery } from './matrix-query.ts';

/** A group or metric type the visitor can switch to; switching resets to the criteria. */
export interface MatrixChoice {
  label: string;
  href: string;
  current: boolean;
}

export interface CriterionRow {
  href: string;
  criterion: string;
  metricQuestion: string;
}
export interface SerialRow {
  href: string;
  srNo: string;
  metricQuestion: string;
}
export interface FileRow {
  srNo: string;
  title: string;
  /** Image attachments, shown as images that link to the full picture. */
  images: { href: string; external: boolean; image: ResponsiveImage }[];
  /** Every other attachment, as a link. */
  files: FileLink[];
}

interface LevelBase {
  heading: string;
  /** The metric question of the chosen criterion or serial number. */
  question: string;
  caption: string;
  /** The content's words inside the caption (a group's or criterion's name), marked where shown. */
  captionContent: string;
  /** Table rows are called this in the filter's summary: '3 of 7 criteria match'. */
  noun: string;
  /** What the filter searches in this level's table. */
  filterHint: string;
  empty: string;
}
export type MatrixLevel =
  | (LevelBase & { depth: 1; rows: CriterionRow[] })
  | (LevelBase & { depth: 2; rows: SerialRow[] })
  | (LevelBase & { depth: 3; rows: FileRow[] });

export interface MatrixView {
  kind: 'matrix';
  /** For the page's title: the deepest level shown, '' at the top. */
  titleDetail: string;
  groups: MatrixChoice[];
  types: MatrixChoice[];
  /** The level shown; the filter form keeps it in hidden inputs. */
  state: MatrixLevelState | null;
  crumbs: Crumb[];
  /** What was wrong with the address, when the view fell back to a level above. */
  problems: string[];
  level: MatrixLevel | null;
  /** Why there is no level to show (no groups, or a group without metric types). */
  empty: string | null;
}

/** Readable names of the metric kinds NAAC uses; other codes are shown as they are. */
const TYPE_LABELS: Record<string, MessageKey> = { QlM: 'naac.type.QlM', QnM: 'naac.type.QnM' };
/** A metric type's name in the page's language. */
const typeNameIn = (texts: Texts) => (type: string) => {
  const key = TYPE_LABELS[type];
  return key ? texts.t(key) : type;
};

/**
 * Finds the level the address asks for, one step at a time, checking each value against the
 * backend's own lists. A value that is not there stops the walk at the level above, with a
 * message saying so: an old or mistyped bookmark still lands on something useful. Its texts are
 * in the page's language (`texts`); the content's names in them stay as the content gives them.
 */
export async function loadMatrix(
  context: Pick<WebContext, 'api' | 'uploadsUrl' | 'log'>,
  search: RouteQuery<MatrixParam>,
  texts: Texts,
): Promise<MatrixView> {
  const { api, uploadsUrl } = context;
  const { t } = texts;
  const typeName = typeNameIn(texts);
  const query = readMatrixQuery(search);
  const problems: string[] = [];
  const groups = await api.getGroup();
  const first = groups[0];
  if (!first) return noLevel([], [], problems, t('naac.empty.groups'));

  let asked: Omit<MatrixQuery, 'q' | 'group'> = query;
  let group = query.group === undefined ? first : groups.find((g) => String(g.id) === query.group);
  if (!group) {
    problems.push(t('naac.problem.group', { asked: query.group, group: first.name }));
    group = first;
    asked = {};
  }
  const groupChoices = choicesOfGroups(groups, group);

  const defaultType = group.types[0];
  if (asked.type !== undefined && !group.types.includes(asked.type)) {
    const values = { group: group.name, asked: asked.type };
    problems.push(
      defaultType
        ? t('naac.problem.typeShowing', { ...values, type: typeName(defaultType) })
        : t('naac.problem.type', values),
    );
    asked = {};
  }
  const type = asked.type ?? defaultType;
  if (type === undefined) {
    return noLevel(groupChoices, [], problems, t('naac.empty.types', { group: group.name }));
  }
  const top: MatrixLevelState = { group: group.id, type };
  const typeChoices = group.types.map((code) => ({
    label: typeName(code),
    href: matrixHref({ group: top.group, type: code }),
    current: code === type,
  }));
  const where = t('naac.where', { group: group.name, type: typeName(type) });
  const view = (
    level: MatrixLevel,
    state: MatrixLevelState,
    crumbs: Crumb[],
    titleDetail: string,
  ) => ({
    kind: 'matrix' as const,
    titleDetail,
    groups: groupChoices,
    types: typeChoices,
    state,
    crumbs,
    problems,
    level,
    empty: null,
  });

  // Level 1: the criteria of the group and metric type.
  const criteria = await api.getSubgroupByGroupIdAndType({ group_id: group.id, type });
  const criterion =
    asked.criterion === undefined
      ? undefined
      : criteria.find((c) => String(c.id) === asked.criterion);
  if (asked.criterion !== undefined && !criterion) {
    problems.push(t('naac.problem.criterion', { asked: asked.criterion, where }));
  } else if (asked.criterion === undefined && asked.sr !== undefined) {
    problems.push(t('naac.problem.serialAlone'));
  }
  const criteriaCrumb = { label: t('naac.allCriteria'), href: matrixHref(top) };
  if (!criterion) {
    return view(
      {
        depth: 1,
        heading: t('naac.criteria'),
        question: '',
        caption: t('naac.criteriaOf', { where }),
        captionContent: where,
        noun: t('naac.noun.criteria'),
        filterHint: t('naac.hint.criteria'),
        empty: t('naac.empty.criteria', { where }),
        rows: criteria.map((c) => ({
          href: matrixHref({ ...top, criterion: c.id }),
          criterion: c.criterion,
          metricQuestion: c.metric_question,
        })),
      },
      top,
      [{ label: criteriaCrumb.label }],
      where,
    );
  }

  // Level 2: the serial numbers of the criterion.
  const atCriterion = { ...top, criterion: criterion.id };
  const serials = await api.getSubSubgroupBySubgroupId({ sub_group_id: criterion.id });
  const serial =
    asked.sr === undefined ? undefined : serials.find((s) => String(s.id) === asked.sr);
  if (asked.sr !== undefined && !serial) {
    problems.push(t('naac.problem.serial', { asked: asked.sr, criterion: criterion.criterion }));
  }
  if (!serial) {
    return view(
      {
        depth: 2,
        heading: criterion.criterion,
        question: criterion.metric_question,
        caption: t('naac.serialsOf', { criterion: criterion.criterion }),
        captionContent: criterion.criterion,
        noun: t('naac.noun.serials'),
        filterHint: t('naac.hint.serials'),
        empty: t('naac.empty.serials', { criterion: criterion.criterion }),
        rows: serials.map((s) => ({
          href: matrixHref({ ...atCriterion, sr: s.id }),
          srNo: s.sr_no,
          metricQuestion: s.metric_question,
        })),
      },
      atCriterion,
      [criteriaCrumb, { label: criterion.criterion, content: true }],
      criterion.criterion,
    );
  }

  // Level 3: the files of the serial number.
  const files = await api.getFileGroupBySubSubgroupId({ sub_sub_group_id: serial.id });
  const isImage = (attachment: Attachment) => attachment.fileType === 'image';
  const images = await loadImages(
    context,
    files.flatMap((file) => file.upload_info.filter(isImage)),
  );
  return view(
    {
      depth: 3,
      heading: t('naac.serialNumber', { srNo: serial.sr_no }),
      question: serial.metric_question,
      caption: t('naac.filesOf', { srNo: serial.sr_no }),
      captionContent: serial.sr_no,
      noun: t('naac.noun.files'),
      filterHint: t('naac.hint.files'),
      empty: t('naac.empty.files', { srNo: serial.sr_no }),
      rows: files.map((file) => ({
        srNo: file.sr_no,
        title: file.title,
        images: file.upload_info.filter(isImage).map((attachment) => ({
          href: fileAddress(attachment, uploadsUrl),
          external: attachment.mime === LINK_MIME,
          image: images(attachment),
        })),
        files: fileLinks(
          file.upload_info.filter((attachment) => !isImage(attachment)),
          uploadsUrl,
          texts,
        ),
      })),
    },
    { ...atCriterion, sr: serial.id },
    [
      criteriaCrumb,
      { label: criterion.criterion, href: matrixHref(atCriterion), content: true },
      { label: serial.sr_no, content: true },
    ],
    `${serial.sr_no} | ${criterion.criterion}`,
  );
}

function choicesOfGroups(groups: readonly IqacGroup[], chosen: IqacGroup): MatrixChoice[] {
  return groups.map((g) => ({
    label: g.name,
    // A group opens on its first metric type; without one, on the group alone.
    href: g.types[0] ? matrixHref({ group: g.id, type: g.types[0] }) : `/iqac/matrix?group=${g.id}`,
    current: g.id === chosen.id,
  }));
}

function noLevel(
  groups: MatrixChoice[],
  types: MatrixChoice[],
  problems: string[],
  empty: string,
): MatrixView {
  return {
    kind: 'matrix',
    titleDetail: '',
    groups,
    types,
    state: null,
    crumbs: [],
    problems,
    level: null,
    empty,
  };
}
