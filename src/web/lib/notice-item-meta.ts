import { collegeFacts, pageMeta, siteOrigin } from './meta.ts';
import type { NoticeItemView } from './notice-item.server.ts';
import { eventData } from './structured-data.ts';

type Matches = Parameters<typeof pageMeta>[0];

/** Title, preview and structured data of a notice's or event's own page (an Event for events). */
export function noticeItemMeta(matches: Matches, item: NoticeItemView, pageTitle = item.title) {
  const origin = siteOrigin(matches);
  const college = collegeFacts(matches);
  const description = item.summary || `${item.kindLabel} of ${item.dateLabel}.`;
  const event =
    item.event && origin && college
      ? eventData(origin, {
          name: item.title,
          startDate: item.isoDate,
          description: item.summary || undefined,
          url: item.path,
          college,
        })
      : undefined;
  return pageMeta(matches, pageTitle, description, {
    type: 'article',
    crumbs: item.crumbs,
    crumbLabel: item.title,
    jsonLd: event ? [event] : [],
  });
}
