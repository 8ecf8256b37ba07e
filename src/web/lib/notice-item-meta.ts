import { collegeFacts, pageMeta, siteOrigin, textsOfMatches } from './meta.ts';
import type { NoticeItemView } from './notice-item.server.ts';
import { eventData } from './structured-data.ts';

type Matches = Parameters<typeof pageMeta>[0];

/** Title, preview and structured data of a notice's or event's own page (an Event for events). */
export function noticeItemMeta(matches: Matches, item: NoticeItemView, pageTitle = item.title) {
  const origin = siteOrigin(matches);
  const college = collegeFacts(matches);
  const { t, label, date } = textsOfMatches(matches);
  const kind = item.event ? t('meta.event') : label(item.kindLabel);
  const description =
    item.summary || t('meta.noticeItem', { kind, date: date(item.isoDate, item.dateLabel) });
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
