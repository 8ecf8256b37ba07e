import { RESULT_KINDS, type ResultKind } from './documents.ts';
import { siteCatalogue } from './catalogue.server.ts';
import type { CatalogueSource } from './collect.server.ts';
import { queryPlans, suggestQuery, type Ranked } from './search-index.server.ts';
import { markParts, type TextPart } from './terms.ts';

/** Results shown per group on the first page of results. */
export const GROUP_PREVIEW = 5;
/** Results shown when one group is asked for (?kind=). */
export const GROUP_LIMIT = 100;

export interface ResultView {
  path: string;
  title: TextPart[];
  context: string;
  /** YYYY-MM-DD and '15 Mar 2026' */
  date: { iso: string; label: string } | undefined;
  excerpt: TextPart[];
}

export interface ResultGroup {
  kind: ResultKind;
  label: string;
  /** How many items of this kind match. */
  count: number;
  results: ResultView[];
}

export interface SearchView {
  total: number;
  groups: ResultGroup[];
  /** A query that would find something, when this one found nothing. */
  suggestion: string | undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dateLabel = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1] ?? ''} ${iso.slice(0, 4)}`;

/**
 * Searches the site: results grouped by kind (in a fixed order), each group with its count and
 * its best results, the matched words marked. `only` shows one group in full.
 */
export async function searchSite(
  source: CatalogueSource,
  query: string,
  only?: ResultKind,
): Promise<SearchView> {
  const { index } = await siteCatalogue(source);
  const plans = queryPlans(index, query);
  const limit = only ? GROUP_LIMIT : GROUP_PREVIEW;
  // The strictest reading of the query that finds something.
  let plan = plans[0];
  let ranked: Ranked = { counts: new Map(), best: new Map() };
  for (const candidate of plans) {
    plan = candidate;
    ranked = index.ranked(candidate.match, source.today, limit, only);
    if (ranked.counts.size > 0) break;
  }
  const groups = RESULT_KINDS.filter((entry) => !only || entry.kind === only)
    .filter(({ kind }) => (ranked.counts.get(kind) ?? 0) > 0)
    .map(({ kind, label }) => ({
      kind,
      label,
      count: ranked.counts.get(kind) ?? 0,
      results: (ranked.best.get(kind) ?? []).map((hit) => ({
        path: hit.path,
        title: markParts(hit.title, plan!.matches),
        context: hit.context,
        date: hit.date ? { iso: hit.date, label: dateLabel(hit.date) } : undefined,
        excerpt: markParts(hit.excerpt, plan!.matches),
      })),
    }));
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  return { total, groups, suggestion: total === 0 ? suggestQuery(index, query) : undefined };
}
