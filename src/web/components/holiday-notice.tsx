import { useEffect, useRef } from 'react';
import type { HolidayView } from '../lib/home.server.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { FileLinks } from './file-links.tsx';
import { SafeHtml } from './safe-html.tsx';

/**
 * The holiday of today (SPEC §4): a notice box at the top of the page, which the server sends
 * and which stays, so that nothing moves when JavaScript arrives (CLS 0, decision 023). With
 * JavaScript the notice also pops up on load as a modal dialog that takes focus, closes with
 * Escape, its Close button or a click outside, and gives focus back.
 */
export function HolidayNotice({ holiday }: { holiday: HolidayView }) {
  const hydrated = useHydrated();
  return (
    <>
      <div className="container">
        <section className="holiday-box" aria-labelledby="holiday-title">
          <HolidayText holiday={holiday} titleId="holiday-title" />
        </section>
      </div>
      {hydrated ? <HolidayDialog holiday={holiday} /> : null}
    </>
  );
}

function HolidayDialog({ holiday }: { holiday: HolidayView }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    const previous = document.activeElement;
    const giveFocusBack = () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
    dialog.addEventListener('close', giveFocusBack);
    dialog.showModal();
    return () => {
      dialog.removeEventListener('close', giveFocusBack);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="holiday-dialog"
      aria-labelledby="holiday-dialog-title"
      // The dialog itself is only hit outside its content, on the backdrop.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
    >
      <div className="holiday-dialog__content">
        <button
          type="button"
          className="holiday-dialog__close"
          onClick={() => ref.current?.close()}
        >
          Close
        </button>
        <HolidayText holiday={holiday} titleId="holiday-dialog-title" />
      </div>
    </dialog>
  );
}

function HolidayText({ holiday, titleId }: { holiday: HolidayView; titleId: string }) {
  return (
    <>
      <p className="holiday__kicker">Holiday notice</p>
      <h2 id={titleId} className="holiday__title">
        {holiday.title}
      </h2>
      <p className="holiday__dates">
        {holiday.startDate === holiday.endDate ? (
          <>
            On <time dateTime={holiday.startDate}>{holiday.start}</time>
          </>
        ) : (
          <>
            From <time dateTime={holiday.startDate}>{holiday.start}</time> to{' '}
            <time dateTime={holiday.endDate}>{holiday.end}</time>
          </>
        )}
      </p>
      {holiday.description ? <SafeHtml html={holiday.description} /> : null}
      <FileLinks files={holiday.files} context={holiday.title} />
    </>
  );
}
