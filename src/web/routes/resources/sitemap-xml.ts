import { siteCatalogue } from '../../lib/catalogue/catalogue.server.ts';
import { answer, notFoundResponse, stem } from '../../lib/feeds/feed-context.server.ts';
import { publicOrigin } from '../../lib/origin.server.ts';
import {
  SITEMAP_MAX_URLS,
  inBothLanguages,
  sitemapIndexXml,
  sitemapXml,
  xmlResponse,
} from '../../lib/sitemap.server.ts';
import type { Route } from './+types/sitemap-xml';

/**
 * /sitemap.xml: every public page of the site (the catalogue's addresses), in English and in
 * Assamese, with the date its content last changed. Past 50,000 addresses it becomes a sitemap index whose parts are
 * /sitemaps/{n}.xml (the same module answers them).
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return answer(async () => {
    const [origin, catalogue] = await Promise.all([publicOrigin(context), siteCatalogue(context)]);
    const pages = inBothLanguages(catalogue.pages);
    const part = params.file === undefined ? undefined : Number(stem(params.file, '.xml'));
    if (part === undefined) {
      return xmlResponse(
        pages.length > SITEMAP_MAX_URLS
          ? await sitemapIndexXml(origin, pages)
          : await sitemapXml(origin, pages),
      );
    }
    const slice = pages.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS);
    if (!Number.isInteger(part) || part < 1 || slice.length === 0) return notFoundResponse();
    return xmlResponse(await sitemapXml(origin, slice));
  });
}
