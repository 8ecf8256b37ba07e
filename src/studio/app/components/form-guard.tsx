import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useBlocker, useRouteLoaderData } from 'react-router';
import type { loader as shellLoader } from '../routes/shell.tsx';
import {
  dropDrafts,
  dropOldDrafts,
  findDraft,
  noteSent,
  placeOf,
  saveDraft,
  takeSent,
  type Draft,
} from '../lib/drafts.ts';
import { formEntries, sameEntries } from '../lib/form-entries.ts';
import { When } from './when.tsx';

export interface FormGuardProps {
  form: RefObject<HTMLFormElement | null>;
  /** What the form was opened on (`notice/s12@3`): its drafts' key. */
  opened: string;
  /** The page says the form was just saved: its drafts are done with. */
  saved: boolean;
  /** The action's last answer, when one came back instead of a saved page: it was not saved. */
  answer: unknown;
  /** Draws the form again with a draft's values. */
  onRestore: (entries: [string, string][]) => void;
  /** Changes each time the form is drawn anew (a draft restored): its listeners move with it. */
  drawing: number;
}

/**
 * Nothing typed is lost (decision 070). While a form differs from what it was drawn with, what
 * it holds is kept in this browser as a draft (half a second after each change) and offered
 * back, Restore or Discard, when the form is opened again; leaving it, by a link of the studio
 * (React Router's blocker) or by closing the tab (beforeunload), asks first. A saved form's
 * drafts go. Give it a key of the form's `opened`: each form has its own.
 */
export function FormGuard(props: FormGuardProps) {
  const account = useRouteLoaderData<typeof shellLoader>('routes/shell')?.user.username ?? '';
  const place = placeOf(props.opened);
  const drawn = useRef<[string, string][] | null>(null);
  const [offer, setOffer] = useState<Draft>();

  const changed = useCallback(() => {
    const form = props.form.current;
    if (!form || !drawn.current) return undefined;
    const now = formEntries(form, 'now');
    return sameEntries(now, drawn.current) ? undefined : now;
  }, [props.form]);
  const keep = useCallback(() => {
    const now = changed();
    if (now) saveDraft(account, props.opened, now);
    else dropDrafts(account, place, props.opened);
  }, [account, changed, place, props.opened]);

  // What the form was drawn with, once; the drafts there are; the saved form's drafts dropped.
  useEffect(() => {
    const form = props.form.current;
    if (!form || drawn.current) return;
    drawn.current = formEntries(form, 'drawn');
    dropOldDrafts();
    const sent = takeSent();
    if (props.saved) {
      dropDrafts(account, place);
      if (sent) dropDrafts(account, sent);
    }
    const draft = findDraft(account, place);
    if (draft && sameEntries(draft.entries, drawn.current)) dropDrafts(account, place);
    else if (draft) setOffer(draft);
  }, [account, place, props.form, props.saved]);
  useEffect(() => {
    if (props.answer !== undefined) takeSent();
  }, [props.answer]);

  // A draft half a second after each change; a list's row or a file's arrival is a change too.
  useEffect(() => {
    const form = props.form.current;
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(keep, 500);
    };
    // A save, not one of Conform's own intents (a row added): the page after it may say saved.
    const sending = (event: SubmitEvent) => {
      if (!event.submitter?.getAttribute('name')?.startsWith('__')) noteSent(place);
    };
    const observer = new MutationObserver(later);
    observer.observe(form, { childList: true, subtree: true });
    form.addEventListener('input', later);
    form.addEventListener('change', later);
    form.addEventListener('submit', sending);
    const hidden = () => document.visibilityState === 'hidden' && keep();
    document.addEventListener('visibilitychange', hidden);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      form.removeEventListener('input', later);
      form.removeEventListener('change', later);
      form.removeEventListener('submit', sending);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [keep, place, props.form, props.drawing]);

  // Closing the tab (or a link outside the studio's own) while the form differs: the browser asks.
  useEffect(() => {
    const unload = (event: BeforeUnloadEvent) => {
      if (!changed()) return;
      keep();
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', unload);
    return () => window.removeEventListener('beforeunload', unload);
  }, [changed, keep]);

  // A link of the studio: our dialog asks. A post of the form itself goes to its own address.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && changed() !== undefined,
  );

  return (
    <>
      {offer ? (
        <DraftOffer
          draft={offer}
          olderVersion={offer.opened !== props.opened}
          onRestore={() => {
            setOffer(undefined);
            if (offer.opened !== props.opened) dropDrafts(account, place, offer.opened);
            props.onRestore(offer.entries);
          }}
          onDiscard={() => {
            setOffer(undefined);
            dropDrafts(account, place);
          }}
        />
      ) : null}
      {blocker.state === 'blocked' ? (
        <LeaveDialog
          onStay={() => blocker.reset()}
          onLeave={() => {
            keep();
            blocker.proceed();
          }}
        />
      ) : null}
    </>
  );
}

function DraftOffer(props: {
  draft: Draft;
  olderVersion: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const titleId = useId();
  return (
    <section className="draft-offer" aria-labelledby={titleId}>
      <h2 id={titleId}>Changes you did not save</h2>
      <p role="status">
        This browser kept what you typed in this form on <When at={props.draft.savedAt} />, and it
        was not saved.
        {props.olderVersion
          ? ' It was typed over an earlier version, and the form has been saved since: restoring puts your changes in place of that version once you save.'
          : ''}
      </p>
      <div className="form-buttons">
        <button type="button" onClick={props.onRestore}>
          Restore my changes
        </button>
        <button type="button" className="secondary" onClick={props.onDiscard}>
          Discard them
        </button>
      </div>
    </section>
  );
}

/** Asks before a link of the studio leaves a changed form: a modal dialog, Stay focused first. */
function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.showModal();
    stay.current?.focus();
    return () => opener?.focus?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id={titleId}>Leave without saving?</h2>
      <p>
        Your changes to this form are not saved. This browser keeps them, and offers them back when
        you open the form again.
      </p>
      <div className="form-buttons">
        <button ref={stay} type="button" onClick={onStay}>
          Stay on this page
        </button>
        <button type="button" className="secondary" onClick={onLeave}>
          Leave
        </button>
      </div>
    </dialog>
  );
}

/**
 * A plain form's side of its guard: the form's ref, the draft restored into it (its values by
 * name, for the controls' defaults) and how many times it was drawn again, for its key. A draft
 * restored belongs to the form it was restored into, not to the next one the screen shows.
 */
export function useDraftedForm(opened: string) {
  const form = useRef<HTMLFormElement>(null);
  const [restored, setRestored] = useState<{
    opened: string;
    values: Map<string, string>;
    drawing: number;
  }>();
  const mine = restored?.opened === opened ? restored : undefined;
  const drawing = mine?.drawing ?? 0;
  return {
    form,
    restored: mine?.values,
    drawing,
    onRestore: (entries: [string, string][]) =>
      setRestored({ opened, values: new Map(entries), drawing: drawing + 1 }),
  };
}
