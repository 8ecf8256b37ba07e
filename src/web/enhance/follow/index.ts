import { feedItems, newItems } from '../worker/feed-items.ts';
import {
  clearFollowState,
  addressIn,
  FOLLOW_SYNC_TAG,
  FOLLOWING_FLAG,
  noticeKey,
  readFollowState,
  remembered,
  writeFollowState,
  type FollowState,
} from './state.ts';

/**
 * Following on the device (decision 101), a module of its own that the enhancements import only
 * on /subscribe and, for a visitor who follows something, on the home page: no other page loads
 * it. Everything it keeps stays in this browser; it only reads the site's public feeds (GET).
 */
type Language = 'en' | 'as';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A feed's items, or undefined when the feed is gone (404) or cannot be read now. */
async function readFeed(feed: string, language: Language) {
  try {
    const response = await fetch(addressIn(feed, language));
    if (response.status === 404) return 'gone' as const;
    return response.ok ? feedItems(await response.text()) : undefined;
  } catch {
    return undefined;
  }
}

/** The choice at /subscribe: a box per kind, notifications, and stopping it all. */
export async function enhanceFollowChoice(root: HTMLElement) {
  const language = (root.dataset.language === 'as' ? 'as' : 'en') as Language;
  const boxes = [...root.querySelectorAll<HTMLInputElement>('input[data-follow-kind]')];
  const controls = root.querySelector<HTMLElement>('[data-follow-controls]');
  const notify = root.querySelector<HTMLInputElement>('input[data-follow-notify]');
  const stop = root.querySelector<HTMLButtonElement>('[data-follow-stop]');
  const status = root.querySelector<HTMLElement>('[data-follow-status]');
  let state = await readFollowState();
  const followed = new Set(state?.kinds.map((kind) => kind.feed));
  for (const box of boxes) {
    box.checked = followed.has(box.value);
    box.hidden = false;
  }
  if (controls) controls.hidden = false;
  const canNotify = 'Notification' in window && 'serviceWorker' in navigator;
  if (notify) {
    notify.checked = Boolean(state?.notify) && canNotify;
    notify.closest('label')?.toggleAttribute('hidden', !canNotify);
  }
  const say = (text: string | undefined) => {
    if (status) status.textContent = text ?? '';
  };

  const save = async () => {
    const chosen = boxes.filter((box) => box.checked);
    const before: FollowState = state ?? {
      language,
      kinds: [],
      notify: false,
      seen: {},
      notified: {},
    };
    const next: FollowState = {
      ...before,
      language,
      notify: Boolean(notify?.checked),
      kinds: chosen.map((box) => ({
        feed: box.value,
        label: box.closest('label')?.textContent?.trim() ?? box.value,
      })),
    };
    // A kind newly followed starts from its notices as they are: only later ones are new.
    for (const kind of next.kinds) {
      if (before.seen[kind.feed]) continue;
      const items = await readFeed(kind.feed, language);
      if (Array.isArray(items))
        next.seen[kind.feed] = remembered(items.map((i) => noticeKey(i.link)));
    }
    await writeFollowState(next);
    localStorage.setItem(FOLLOWING_FLAG, '1');
    state = next;
    say(status?.dataset.saved);
  };

  for (const box of boxes) box.addEventListener('change', () => void save());
  notify?.addEventListener('change', () => void changeNotify(notify).then(save));
  stop?.addEventListener('click', () => {
    void stopFollowing().then(() => {
      state = undefined;
      for (const box of boxes) box.checked = false;
      if (notify) notify.checked = false;
      say(status?.dataset.stopped);
    });
  });
}

interface PeriodicSync {
  register(tag: string, options: { minInterval: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
}
const periodicSyncOf = async () =>
  (
    (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      periodicSync?: PeriodicSync;
    }
  ).periodicSync;

/** Asks for the permission and the background check; a refusal leaves the box unticked. */
async function changeNotify(box: HTMLInputElement) {
  try {
    const sync = await periodicSyncOf();
    if (!box.checked) return await sync?.unregister(FOLLOW_SYNC_TAG);
    if ((await Notification.requestPermission()) !== 'granted') box.checked = false;
    else await sync?.register(FOLLOW_SYNC_TAG, { minInterval: DAY_MS / 2 });
  } catch {
    // Periodic sync is given to installed sites only: the home page still shows what is new.
  }
}

/** Forgets following whole: the choice, the notices seen, the flags and the background check. */
export async function stopFollowing() {
  await clearFollowState();
  localStorage.removeItem(FOLLOWING_FLAG);
  if ('serviceWorker' in navigator) {
    await (
      await periodicSyncOf().catch(() => undefined)
    )
      ?.unregister(FOLLOW_SYNC_TAG)
      .catch(() => undefined);
  }
}

/** The home page's "New since your last visit": the followed kinds' notices not seen before. */
export async function showFollowedNews(section: HTMLElement) {
  const state = await readFollowState();
  if (!state) return localStorage.removeItem(FOLLOWING_FLAG);
  const language: Language = document.documentElement.lang === 'as' ? 'as' : 'en';
  const list = section.querySelector('ul');
  const fresh: { title: string; path: string }[] = [];
  const kinds = [];
  for (const kind of state.kinds) {
    const items = await readFeed(kind.feed, language);
    // A kind the site no longer has is dropped quietly.
    if (items === 'gone') continue;
    kinds.push(kind);
    if (!items) continue;
    const seen = state.seen[kind.feed] ?? [];
    const keys = items.map((item) => ({ ...item, link: noticeKey(item.link) }));
    for (const item of newItems(keys, seen)) {
      fresh.push({ title: item.title, path: addressIn(item.link, language) });
    }
    state.seen[kind.feed] = remembered(
      keys.map((item) => item.link),
      seen,
    );
  }
  await writeFollowState({ ...state, kinds });
  if (!list || !fresh.length) return;
  list.replaceChildren(
    ...fresh.map(({ title, path }) => {
      const item = document.createElement('li');
      const link = item.appendChild(document.createElement('a'));
      link.href = path;
      link.textContent = title;
      return item;
    }),
  );
  section.hidden = false;
}
