import type { SiteContent } from '../../content/site-content.ts';
import { tolerate, type FailureLog } from '../../lib/failure-log.ts';
import { YOUTUBE_EMBED_ORIGIN } from '../../lib/embeds.ts';
import {
  pageInlineHashes,
  originOf,
  pageDirectives,
  serializePolicy,
  type PageSources,
} from './content-security-policy.ts';

/**
 * Renders a page's Content-Security-Policy from its HTML; `writtenIn`, the stylesheets that will
 * replace their links in it (see inlineHashes; pages read once, pageInlineHashes).
 */
export type PagePolicy = (
  html: string,
  writtenIn?: ReadonlyMap<string, string>,
  /** The render's own reading of the content, when it has one (site-source.ts). */
  renderSite?: Pick<SiteContent, 'college'>,
) => Promise<string>;

/**
 * The policy of rendered pages. The frames a visitor may open by a click come from the content:
 * the map's embed address in college.yaml, and the tour video's player when there is a video.
 * Images come from the site, and from the uploads location when UPLOADS_URL names another host.
 */
export function createPagePolicy({
  site,
  uploadsUrl,
  log,
}: {
  site: Pick<SiteContent, 'college'>;
  uploadsUrl: string;
  log: FailureLog;
}): PagePolicy {
  const images = [originOf(uploadsUrl)].filter((origin) => origin !== undefined);
  const frames = async (from: Pick<SiteContent, 'college'>): Promise<string[]> => {
    // Without the college's file the pages say so themselves; the policy then allows no frame.
    const college = await tolerate(from.college(), null, log, "the policy's frames (map, video)");
    if (!college) return [];
    const origins = [originOf(college.map.embed_url)];
    if (college.tour_video.youtube_id) origins.push(YOUTUBE_EMBED_ORIGIN);
    return [...new Set(origins.filter((origin) => origin !== undefined))];
  };
  return async (html, writtenIn, renderSite = site) => {
    const sources: PageSources = { frames: await frames(renderSite), images };
    return serializePolicy(pageDirectives(sources, pageInlineHashes(html, writtenIn)));
  };
}
