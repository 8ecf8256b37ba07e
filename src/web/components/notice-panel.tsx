import type { PanelNotice } from '../lib/home.server.ts';
import { NoticeMarquee } from './notice-marquee.tsx';
import { Unavailable } from './unavailable.tsx';
import { useTexts } from '../i18n/use-texts.ts';
import { hidden } from './visually-hidden.tsx';

/**
 * A notice panel of the home page: its title, the latest notices in a marquee (or what went
 * wrong), and View All to its notifications page.
 */
export function NoticePanel({
  id,
  title,
  page,
  notices,
}: {
  id: string;
  title: string;
  page: string;
  /** null: the notices could not be loaded. */
  notices: readonly PanelNotice[] | null;
}) {
  const { t, rich, label } = useTexts();
  title = label(title);
  return (
    <section className="notice-panel" aria-labelledby={id}>
      <h2 id={id} className="notice-panel__title">
        {title}
      </h2>
      {notices === null ? (
        <Unavailable what="frame.unavailable.notices" />
      ) : notices.length === 0 ? (
        <p className="empty-state">{t('frame.emptyList', { what: title })}</p>
      ) : (
        <NoticeMarquee label={title} notices={notices} />
      )}
      <p className="notice-panel__more">
        <a href={page}>{rich('home.viewAll', { list: title, hidden })}</a>
      </p>
    </section>
  );
}
