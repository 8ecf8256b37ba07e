import { MARQUEE_HEIGHT_PX, MARQUEE_TICK_MS } from '../../contract/constants.ts';
import type { PanelNotice } from '../lib/home.server.ts';
import { NewBadge } from './new-badge.tsx';
import { ContentText } from './content-text.tsx';
import { EXTERNAL_LINK } from '../lib/external-link.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { FILE_TYPE_NAMES } from '../lib/file-type-names.ts';
import { motionWords } from './motion-words.ts';

/**
 * A home panel's notices in a box MARQUEE_HEIGHT_PX high. Without JavaScript (or with reduced
 * motion) it is a plain scrollable list; the enhancement (src/web/enhance/marquee.ts) scrolls it
 * up one pixel every MARQUEE_TICK_MS, holding on hover, on focus and with its Pause control.
 */
export function NoticeMarquee({
  label,
  notices,
}: {
  label: string;
  notices: readonly PanelNotice[];
}) {
  const { t } = useTexts();
  return (
    <div
      className="marquee"
      data-enhance="marquee"
      data-label={label}
      data-tick={MARQUEE_TICK_MS}
      {...motionWords(t)}
    >
      <div className="marquee__box" style={{ maxHeight: MARQUEE_HEIGHT_PX }}>
        <ul className="marquee__list">
          {notices.map((notice) => (
            <li key={notice.id} className="marquee__item">
              <NoticeLink notice={notice} />
              {notice.isNew ? <NewBadge /> : null}
              <time className="marquee__date" dateTime={notice.date}>
                {notice.dateLabel}
              </time>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function NoticeLink({ notice }: { notice: PanelNotice }) {
  const { t } = useTexts();
  // Only the title is the content's: the file's type and size are the page's words.
  const title = (
    <span data-content="">
      <ContentText en={notice.title} as={notice.titleAs} />
    </span>
  );
  if (notice.kind === 'page') return <a href={notice.href}>{title}</a>;
  return (
    <a href={notice.href} {...(notice.kind === 'link' ? EXTERNAL_LINK : {})}>
      {title}
      {notice.fileType ? (
        <span className="file-type">
          {' '}
          ({notice.fileLabel ?? t(FILE_TYPE_NAMES[notice.fileType])})
        </span>
      ) : null}
    </a>
  );
}
