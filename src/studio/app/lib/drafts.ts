/**
 * What a member of staff typed and has not saved, kept in this browser's own storage
 * (localStorage) as they type (decision 070): one draft per account and per form, under what the
 * form was opened on (`studio-draft:anita:notice/s12@3`), so that opening the form again offers
 * it back. Never sent anywhere, so never on the public site; dropped once the form is saved,
 * when its owner discards it, and after two weeks. Without storage (a private window that
 * refuses it) nothing is kept, and nothing fails.
 */
export interface Draft {
  /** What the form was opened on, version included. */
  opened: string;
  /** When it was last written, as an ISO time. */
  savedAt: string;
  /** The form's named values, in order (files are held as their stored specs). */
  entries: [string, string][];
}

const PREFIX = 'studio-draft:';
const KEEP_MS = 14 * 24 * 60 * 60 * 1000;
/** The form just sent: its drafts go once the page after it says it was saved. */
const SENT = 'studio-draft-sent';

const keyOf = (account: string, opened: string) => `${PREFIX}${account}:${opened}`;
/** `notice/s12@3` → `notice/s12`: the form, whatever version it was opened at. */
export const placeOf = (opened: string) => opened.replace(/@\d+$/, '');

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Runs a change of storage; a full or refused one changes nothing. */
function quietly(change: () => void) {
  try {
    change();
  } catch {
    // Full, or refused (a private window): the draft is not kept, and the form goes on.
  }
}

/** The account's drafts of this form, at any version, newest first. */
function draftsOf(account: string, place: string): { key: string; draft: Draft }[] {
  const store = storage();
  if (!store) return [];
  const prefix = keyOf(account, `${place}@`);
  const found: { key: string; draft: Draft }[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (!key?.startsWith(prefix)) continue;
    try {
      found.push({ key, draft: JSON.parse(store.getItem(key) ?? '') as Draft });
    } catch {
      quietly(() => store.removeItem(key));
    }
  }
  return found.sort((a, b) => b.draft.savedAt.localeCompare(a.draft.savedAt));
}

export function saveDraft(account: string, opened: string, entries: [string, string][]) {
  const draft: Draft = { opened, savedAt: new Date().toISOString(), entries };
  quietly(() => storage()?.setItem(keyOf(account, opened), JSON.stringify(draft)));
}

/** The newest draft of this form, from any version it was opened at. */
export const findDraft = (account: string, place: string): Draft | undefined =>
  draftsOf(account, place)[0]?.draft;

/** Drops the drafts of this form (every version), or of one version only. */
export function dropDrafts(account: string, place: string, opened?: string) {
  for (const { key, draft } of draftsOf(account, place))
    if (!opened || draft.opened === opened) quietly(() => storage()?.removeItem(key));
}

/** Drops every draft older than two weeks. */
export function dropOldDrafts(now = Date.now()) {
  const store = storage();
  if (!store) return;
  const old: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    let savedAt = Number.NaN;
    try {
      savedAt = Date.parse((JSON.parse(store.getItem(key) ?? '') as Draft).savedAt);
    } catch {
      // Not a draft of ours any more: dropped with the old ones.
    }
    if (!(now - savedAt < KEEP_MS)) old.push(key);
  }
  for (const key of old) quietly(() => store.removeItem(key));
}

/** Notes the form being sent, so the page that says it was saved drops its draft. */
export const noteSent = (place: string) =>
  quietly(() => window.sessionStorage.setItem(SENT, place));

/** The form sent last, forgotten as it is read. */
export function takeSent(): string | undefined {
  try {
    const place = window.sessionStorage.getItem(SENT) ?? undefined;
    window.sessionStorage.removeItem(SENT);
    return place;
  } catch {
    return undefined;
  }
}
