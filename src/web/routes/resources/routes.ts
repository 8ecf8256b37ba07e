import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { assameseRoutes } from '../../i18n/assamese-routes.ts';

const dir = 'routes/resources';

/**
 * The feeds people subscribe to: RSS of the college's lists and of each department, and the
 * events calendar. Each has an Assamese twin at /as/feeds/… (decision 061).
 */
const feedRoutes: RouteConfigEntry[] = [
  route('feeds/notifications/:file', `${dir}/notification-feed.ts`, {
    id: `${dir}/notification-feed`,
  }),
  route('feeds/students/:file', `${dir}/notification-feed.ts`, {
    id: `${dir}/notification-feed#students`,
  }),
  route('feeds/events.xml', `${dir}/notification-feed.ts`, {
    id: `${dir}/notification-feed#events`,
  }),
  route('feeds/department/:file', `${dir}/department-feed.ts`),
  route('feeds/events.ics', `${dir}/events-calendar.ts`),
];

/** The web app manifest, one per language (decision 101). */
const manifestRoutes: RouteConfigEntry[] = [
  route('manifest.webmanifest', `${dir}/web-manifest.ts`),
];

/**
 * Addresses that are not pages (loaders only, answering XML, text, calendars or an image), kept
 * apart from the pages: feeds, calendars, the sitemap, robots.txt and the link-preview image.
 */
export const resourceRoutes: RouteConfigEntry[] = [
  ...feedRoutes,
  ...assameseRoutes(feedRoutes),
  ...manifestRoutes,
  ...assameseRoutes(manifestRoutes),
  route('feeds/events/:year/:file', `${dir}/event-file.ts`, { id: `${dir}/event-file` }),
  route('feeds/department/:deptCode/events/:year/:file', `${dir}/event-file.ts`, {
    id: `${dir}/event-file#department`,
  }),
  route('sitemap.xml', `${dir}/sitemap-xml.ts`, { id: `${dir}/sitemap-xml` }),
  route('sitemaps/:file', `${dir}/sitemap-xml.ts`, { id: `${dir}/sitemap-xml#part` }),
  route('robots.txt', `${dir}/robots-txt.ts`),
  route('og-image.png', `${dir}/preview-image.ts`),
];
