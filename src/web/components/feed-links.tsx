import '../styles/find.css';
import { useTexts } from '../i18n/use-texts.ts';
import { hidden } from './visually-hidden.tsx';

export interface FeedLinkView {
  href: string;
  /** What the link says: 'RSS feed', 'Calendar (iCalendar)'. */
  label: string;
  /** What it is a feed of, for screen readers' list of links. */
  of: string;
}

/** Links to a list's feeds (RSS, iCalendar), to follow it in a feed reader or a calendar. */
export function FeedLinks({ feeds }: { feeds: readonly FeedLinkView[] }) {
  const { t, rich, label } = useTexts();
  return (
    <ul className="feed-links" aria-label={t('notice.follow')}>
      {feeds.map((feed) => (
        <li key={feed.href}>
          <a href={feed.href}>
            {rich('notice.feedOf', { feed: label(feed.label), list: label(feed.of), hidden })}
          </a>
        </li>
      ))}
    </ul>
  );
}
