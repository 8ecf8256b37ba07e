import '../styles/find.css';

export interface FeedLinkView {
  href: string;
  /** What the link says: 'RSS feed', 'Calendar (iCalendar)'. */
  label: string;
  /** What it is a feed of, for screen readers' list of links. */
  of: string;
}

/** Links to a list's feeds (RSS, iCalendar), to follow it in a feed reader or a calendar. */
export function FeedLinks({ feeds }: { feeds: readonly FeedLinkView[] }) {
  return (
    <ul className="feed-links" aria-label="Follow this list">
      {feeds.map((feed) => (
        <li key={feed.href}>
          <a href={feed.href}>
            {feed.label}
            <span className="visually-hidden"> of {feed.of}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
