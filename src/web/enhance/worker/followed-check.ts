import { addressIn, noticeKey, remembered, type FollowState } from '../follow/state.ts';
import { feedItems, type FeedItem } from './feed-items.ts';
import { fill, WORKER_TEXTS } from './texts.ts';

export interface NoticeAlert {
  title: string;
  body: string;
  /** The page to open on a click: the notice's own, or the home page for several. */
  url: string;
}

/**
 * The background check of periodic sync (decision 101): each followed kind's public feed read in
 * the visitor's language, and one notification for the notices no notification told of yet. A
 * kind whose feed is gone (404) is dropped quietly; a feed that fails otherwise waits for the
 * next check. Returns the state to keep and the notification to show, if any.
 */
export async function checkFollowed(
  state: FollowState,
  fetchText: (url: string) => Promise<{ status: number; text: string }>,
): Promise<{ state: FollowState; alert?: NoticeAlert }> {
  const found: FeedItem[] = [];
  const kinds = [];
  const notified = { ...state.notified };
  for (const kind of state.kinds) {
    let answer;
    try {
      answer = await fetchText(addressIn(kind.feed, state.language));
    } catch {
      kinds.push(kind);
      continue;
    }
    if (answer.status === 404) continue;
    kinds.push(kind);
    if (answer.status !== 200) continue;
    const items = feedItems(answer.text);
    const told = new Set([...(notified[kind.feed] ?? []), ...(state.seen[kind.feed] ?? [])]);
    found.push(...items.filter((item) => !told.has(noticeKey(item.link))));
    notified[kind.feed] = remembered(
      items.map((item) => noticeKey(item.link)),
      notified[kind.feed],
    );
  }
  const next = { ...state, kinds, notified };
  const [first] = found;
  if (!first) return { state: next };
  const texts = WORKER_TEXTS[state.language];
  return {
    state: next,
    alert:
      found.length === 1
        ? {
            title: texts.newNotice,
            body: first.title,
            url: addressIn(noticeKey(first.link), state.language),
          }
        : {
            title: fill(texts.newNotices, {
              count: new Intl.NumberFormat(state.language === 'as' ? 'as-IN' : 'en-IN').format(
                found.length,
              ),
            }),
            body: found.map((item) => item.title).join('\n'),
            url: addressIn('/', state.language),
          },
  };
}
