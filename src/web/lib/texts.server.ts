import type { OptionalSiteTextName, SiteTextName } from '../../contract/schemas/site.ts';
import type { WebContext } from '../load-context.ts';
import type { CleanHtml } from './html.ts';
import { clean } from './sanitize.server.ts';

/** One of the college's own texts as a page shows it: its title and its cleaned body. */
export interface TextView {
  title: string;
  html: CleanHtml;
}

/** Reads a text of the content folder; its front-matter title wins over the page's label. */
export async function loadText(
  context: Pick<WebContext, 'site' | 'uploadsUrl'>,
  name: SiteTextName,
  fallbackTitle: string,
): Promise<TextView> {
  const text = await context.site.text(name);
  return { title: text.title ?? fallbackTitle, html: clean(text.body, context.uploadsUrl) };
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
  return text ? clean(text.body, context.uploadsUrl) : undefined;
}
