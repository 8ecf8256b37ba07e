import { noticeAnchor } from '../lib/events.ts';
import type { NoticeView } from '../lib/notices.server.ts';
import { FileLinks } from './file-links.tsx';
import { NewBadge } from './new-badge.tsx';
import { SafeHtml } from './safe-html.tsx';
import { EXTERNAL_LINK } from '../lib/external-link.ts';

/**
 * Notices with title, date, description and attachments; `empty` is shown when there are none
 * (the spec's 'No {title}').
 */
export function NoticeList({
  notices,
  empty,
  headingLevel = 2,
}: {
  notices: readonly NoticeView[];
  empty: string;
  headingLevel?: 2 | 3;
}) {
  if (notices.length === 0) return <p className="empty-state">{empty}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="notice-list">
      {notices.map((notice) => (
        <li key={notice.id}>
          {/* The anchor the home page's upcoming events link to. */}
          <article className="notice" id={noticeAnchor(notice.id)}>
            <Heading className="notice__title">
              {notice.link ? (
                <a href={notice.link} {...EXTERNAL_LINK}>
                  {notice.title}
                </a>
              ) : (
                notice.title
              )}
              {notice.isNew ? <NewBadge /> : null}
            </Heading>
            <p className="notice__date">
              <time dateTime={notice.date}>{notice.dateLabel}</time>
            </p>
            {notice.description ? <SafeHtml html={notice.description} /> : null}
            <FileLinks files={notice.files} context={notice.title} />
          </article>
        </li>
      ))}
    </ul>
  );
}
