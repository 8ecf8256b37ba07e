import { noticeAnchor } from '../lib/events.ts';
import type { NoticeView } from '../lib/notices.server.ts';
import { ContentImage } from './content-image.tsx';
import { FileLinks } from './file-links.tsx';
import { NewBadge } from './new-badge.tsx';
import { SafeHtml } from './safe-html.tsx';
import { ContentText, EnglishNote, shownInEnglish, textIn } from './content-text.tsx';
import { EXTERNAL_LINK } from '../lib/external-link.ts';
import { useTexts } from '../i18n/use-texts.ts';

/** CSS: an event's photograph is the column's width, at most 36rem. */
const PHOTO_SIZES = 'min(calc(100vw - 2rem), 36rem)';

/** Only web addresses become a notice's outside link. */
const WEB_ADDRESS = /^https?:\/\//i;

/**
 * Notices with title, date, photograph (events), description and attachments; `empty` is shown
 * when there are none (the spec's 'No {title}'). The title links to the notice's own page; a
 * notice's link to another site follows its date.
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
  const { t, date, language } = useTexts();
  if (notices.length === 0) return <p className="empty-state">{empty}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Said once above the list, not at each entry (decision 060).
  const someInEnglish = notices.some((notice) => shownInEnglish(language, notice.titleAs));
  const list = (
    <ul className="notice-list">
      {notices.map((notice) => (
        <li key={notice.id}>
          {/* The anchor the home page's upcoming events link to. */}
          <article className="notice" id={noticeAnchor(notice.id)}>
            <Heading className="notice__title" data-content="">
              {notice.href ? (
                <a href={notice.href}>
                  <ContentText en={notice.title} as={notice.titleAs} />
                </a>
              ) : notice.link ? (
                <a href={notice.link} {...EXTERNAL_LINK}>
                  <ContentText en={notice.title} as={notice.titleAs} />
                </a>
              ) : (
                <ContentText en={notice.title} as={notice.titleAs} />
              )}
              {notice.isNew ? <NewBadge /> : null}
            </Heading>
            <p className="notice__date">
              <time dateTime={notice.date}>
                {notice.date ? date(notice.date, notice.dateLabel) : notice.dateLabel}
              </time>
            </p>
            {notice.href && notice.link && WEB_ADDRESS.test(notice.link) ? (
              <p className="notice__link">
                <a href={notice.link} {...EXTERNAL_LINK}>
                  {t('notice.openLink')}
                  <span className="visually-hidden">
                    : <ContentText en={notice.title} as={notice.titleAs} />
                  </span>
                </a>
              </p>
            ) : null}
            {notice.photo ? (
              <ContentImage
                className="notice__photo"
                image={notice.photo.image}
                alt={notice.photo.alt}
                sizes={PHOTO_SIZES}
              />
            ) : null}
            {notice.description ? <SafeHtml html={notice.description} englishNote={false} /> : null}
            <FileLinks
              files={notice.files}
              context={textIn(language, notice.title, notice.titleAs)}
            />
          </article>
        </li>
      ))}
    </ul>
  );
  if (!someInEnglish) return list;
  return (
    <>
      <EnglishNote list />
      {list}
    </>
  );
}
