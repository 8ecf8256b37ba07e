import type { Db } from '../../../../db/database.ts';
import { metricTypeName } from '../../../../site-map/metric-types.ts';
import { criteriaWithGroups, metricsWithPlaces, placeText, readPlace } from './tree.ts';

/**
 * How the studio names the NAAC tree's items where one alone says little (issue 36): a metric
 * "1.1.2" is one of each group's, so its lists, choices and headings say its number and words,
 * and its group, type and criterion.
 */

/** A metric's words cut after a whole word: a heading or a choice, not the whole question. */
export function shortened(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const end = cut.lastIndexOf(' ');
  return `${(end > 0 ? cut.slice(0, end) : cut.slice(0, max - 1)).trimEnd()}…`;
}

/** A metric as its lists and its editor's heading name it: "1.1.1 The institution ensures…". */
export const metricTitle = (m: { sr_no: string; metric_question: string }) =>
  [m.sr_no, shortened(m.metric_question, 90)].filter(Boolean).join(' ');

/** What tells a criterion's items apart: its group, its kind of metrics and its name. */
interface PlaceWords {
  group: string;
  type: string;
  criterion: string;
}

/** The published criteria's words, by their place ('group/type/criterion'). */
export async function criteriaByPlace(db: Db): Promise<Map<string, PlaceWords>> {
  const criteria = await criteriaWithGroups(db);
  return new Map(
    criteria.map((c) => [
      placeText({ group: c.group_id, type: c.type, criterion: c.id }),
      { group: c.name, type: metricTypeName(c.type), criterion: c.criterion },
    ]),
  );
}

/** The words of the criterion at a place ('group/type/criterion[/metric]'), '' where none is. */
export function wordsAt(byPlace: ReadonlyMap<string, PlaceWords>, place: string): PlaceWords {
  const at = readPlace(place);
  const words = at && byPlace.get(placeText({ ...at, metric: undefined }));
  return words ?? { group: '', type: '', criterion: '' };
}

/** A file's metric choices, grouped by criterion: "1.1.2 · QnM · NAAC SSR · Number of …". */
export async function metricChoices(db: Db) {
  return (await metricsWithPlaces(db)).map((m) => ({
    value: placeText({ group: m.group_id, type: m.type, criterion: m.subgroup_id, metric: m.id }),
    label: [m.sr_no, m.type, m.name, shortened(m.metric_question, 70)].filter(Boolean).join(' · '),
    group: `${m.criterion} (${m.type}, ${m.name})`,
  }));
}

/** The published metrics' numbers, by their place ('group/type/criterion/metric'). */
export async function metricsByPlace(db: Db): Promise<Map<string, string>> {
  return new Map(
    (await metricsWithPlaces(db)).map((m) => [
      placeText({ group: m.group_id, type: m.type, criterion: m.subgroup_id, metric: m.id }),
      m.sr_no,
    ]),
  );
}
