import type { OptionalSiteTextName, SiteTextName } from '../../contract/schemas/site.ts';
import type { WebContext } from '../load-context.ts';
import { formatLongDate, isIsoDate } from '../../lib/dates.ts';
import type { CleanHtml } from './html.ts';
import type { LastUpdated } from './last-updated.ts';
import { cleanWithAssamese } from './sanitize.server.ts';

/** One of the college's own texts as a page shows it: its title and its cleaned body. */
export interface TextView {
  title: string;
  /** The title in Assamese, when the content gives one (decision 060). */
  titleAs: string | undefined;
  html: CleanHtml;
  /** When the text was last changed (YYYY-MM-DD, its front matter's `updated`), if it says. */
  updated: string | undefined;
}

/** Reads a text of the content folder; its front-matter title wins over the page's label. */
export async function loadText(
  context: Pick<WebContext, 'site' | 'uploadsUrl'>,
  name: SiteTextName,
  fallbackTitle: string,
): Promise<TextView> {
  const text = await context.site.text(name);
  return {
    title: text.title ?? fallbackTitle,
    titleAs: text.title_as,
    html: cleanWithAssamese(text.body, text.body_as, context.uploadsUrl),
    updated: text.updated,
  };
}

/**
 * An optional text under a page the SPEC shows with a title only: its cleaned body, or
 * undefined when the content folder has none. The page keeps its own title.
 */
export async function loadOptionalText(
  context: Pick<WebContext, 'site' | 'uploadsUrl'>,
  name: OptionalSiteTextName,
): Promise<CleanHtml | undefined> {
  const text = await context.site.optionalText(name);
  return text ? cleanWithAssamese(text.body, text.body_as, context.uploadsUrl) : undefined;
}
/**
 * A page's "Last updated" (GIGW) from its content's own dates (YYYY-MM-DD): the latest of them,
 * formatted on the server; undefined when the content has none.
 */
export function lastUpdated(dates: readonly (string | undefined)[]): LastUpdated | undefined {
  const latest = dates
    .filter((date) => date && isIsoDate(date))
    .sort()
    .at(-1);
  return latest ? { date: latest, label: formatLongDate(latest) } : undefined;
}
