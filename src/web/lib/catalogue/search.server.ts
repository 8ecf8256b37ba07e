import type { Language } from '../../i18n/language.ts';
import { RESULT_KINDS, type ResultKind } from './documents.ts';
import { siteCatalogue } from './catalogue.server.ts';
import type { CatalogueSource } from './collect.server.ts';
import {
  queryPlans,
  suggestQuery,
  type QueryPlan,
  type Ranked,
  type SearchIndex,
  type Stored,
} from './search-index.server.ts';
import { markParts, wordsAround, type TextPart } from './terms.ts';

/** Results shown per group on the first page of results. */
export const GROUP_PREVIEW = 5;
/** Results shown when one group is asked for (?kind=). */
export const GROUP_LIMIT = 100;

export interface ResultView {
  path: string;
  title: TextPart[];
  /** 'en' when an Assamese page shows the English title (the item has no Assamese one). */
  titleLanguage: Language | undefined;
  context: string;
  /** YYYY-MM-DD, and SPEC's English label ('15 Mar 2026'); the page writes it in its language. */
  date: { iso: string; label: string } | undefined;
  excerpt: TextPart[];
  /** The page of an attached document the excerpt is from, when the match is inside it. */
  page: number | undefined;
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
  /**
   * A query that would find what was likely meant: when this one found nothing, or only through
   * typo neighbours or some of its words ('scholorship' → 'scholarship').
   */
  suggestion: string | undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dateLabel = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1] ?? ''} ${iso.slice(0, 4)}`;

const hasMark = (parts: readonly TextPart[]) => parts.some((part) => part.mark);

/**
 * One result as the page of `language` shows it: the Assamese title, context and excerpt where
 * the item has them; the words around a match inside a document, with its page, when neither the
 * title nor the excerpt shows one.
 */
function resultView(
  index: SearchIndex,
  hit: Stored,
  plan: QueryPlan,
  language: Language,
): ResultView {
  const assamese = language === 'as';
  const titleText = (assamese && hit.titleAs) || hit.title;
  const title = markParts(titleText, plan.matches);
  let excerpt = markParts((assamese && hit.excerptAs) || hit.excerpt, plan.matches);
  let page: number | undefined;
  if (!hasMark(title) && !hasMark(excerpt)) {
    const found = index.pageHit(hit.row, plan.match);
    if (found) {
      excerpt = markParts(wordsAround(found.text, plan.matches), plan.matches);
      page = found.page;
    }
  }
  return {
    path: hit.path,
    title,
    titleLanguage: assamese && !hit.titleAs ? 'en' : undefined,
    context: (assamese && hit.contextAs) || hit.context,
    date: hit.date ? { iso: hit.date, label: dateLabel(hit.date) } : undefined,
    excerpt,
    page,
  };
}

/**
 * Searches the site: results grouped by kind (in a fixed order), each group with its count and
 * its best results, the matched words marked, in the page's language. `only` shows one group in
 * full.
 */
export async function searchSite(
  source: CatalogueSource,
  query: string,
  only?: ResultKind,
  language: Language = 'en',
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
      results: (ranked.best.get(kind) ?? []).map((hit) => resultView(index, hit, plan!, language)),
    }));
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  const unsure = total === 0 || plan?.loose === true;
  return { total, groups, suggestion: unsure ? suggestQuery(index, query) : undefined };
}
