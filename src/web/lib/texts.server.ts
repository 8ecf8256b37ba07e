import type { TextName } from '../../content/schema.ts';
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
  name: TextName,
  fallbackTitle: string,
): Promise<TextView> {
  const text = await context.site.text(name);
  return { title: text.title ?? fallbackTitle, html: clean(text.body, context.uploadsUrl) };
}
