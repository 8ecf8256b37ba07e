import { EXTERNAL_LINK } from '../lib/external-link.ts';
import type { NoticeItemView } from '../lib/notice-item.server.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { FileLinks } from './file-links.tsx';
import { LastUpdatedLine } from './last-updated.tsx';
import { NewBadge } from './new-badge.tsx';
import { SafeHtml } from './safe-html.tsx';
import { ContentText, EnglishNote, shownInEnglish, textIn } from './content-text.tsx';
import '../styles/find.css';
import { useTexts } from '../i18n/use-texts.ts';

/**
 * The page of one notice or event: where it sits (breadcrumb), its title as the page's heading,
 * its kind and date, description, outside link and attachments, and the way back to its list.
 */
export function NoticeItem({ item }: { item: NoticeItemView }) {
  const { t, label, date, language } = useTexts();
  const title = textIn(language, item.title, item.titleAs);
  const inEnglish = shownInEnglish(language, item.titleAs);
  return (
    <div className="container content-page notice-item">
      <Breadcrumb items={[...item.crumbs, { label: title }]} />
      <article aria-labelledby="notice-title">
        <h1 id="notice-title" className="page-title">
          <ContentText en={item.title} as={item.titleAs} />
          {item.isNew ? <NewBadge /> : null}
        </h1>
        <dl className="notice-item__facts">
          <dt>{t(item.event ? 'notice.eventDate' : 'notice.date')}</dt>
          <dd>
            <time dateTime={item.isoDate}>{date(item.isoDate, item.dateLabel)}</time>
          </dd>
          <dt>{t('notice.kind')}</dt>
          <dd>{label(item.kindLabel)}</dd>
        </dl>
        {/* Once for the notice, whose title (and description) are in English. */}
        {inEnglish ? <EnglishNote /> : null}
        {item.description ? <SafeHtml html={item.description} englishNote={!inEnglish} /> : null}
        {item.outside ? (
          <p>
            <a href={item.outside.href} {...EXTERNAL_LINK}>
              {t('notice.openLinkTo', { host: item.outside.host })}
            </a>
          </p>
        ) : null}
        {item.files.length > 0 ? (
          <section aria-labelledby="notice-files">
            <h2 id="notice-files">{t('notice.attachments')}</h2>
            <FileLinks files={item.files} context={title} />
          </section>
        ) : null}
        {item.calendarHref ? (
          <p>
            <a href={item.calendarHref} className="notice-item__calendar">
              {t('notice.addToCalendar')}
              <span className="visually-hidden">: {title}</span> {t('notice.calendarFile')}
            </a>
          </p>
        ) : null}
        <p className="notice-item__back">
          <a href={item.list.href}>{t('notice.backTo', { list: label(item.list.label) })}</a>
        </p>
      </article>
      {/* The item's own date, as its list says the date of its newest item (decision 095). */}
      <LastUpdatedLine updated={{ date: item.isoDate, label: item.dateLabel }} />
    </div>
  );
}
