import { useEffect, useRef } from 'react';
import type { HolidayView } from '../lib/home.server.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { FileLinks } from './file-links.tsx';
import { SafeHtml } from './safe-html.tsx';

const TITLE_ID = 'holiday-title';

/**
 * The holiday of today (SPEC §4). With JavaScript it pops up on load as a modal dialog that takes
 * focus, closes with Escape, its Close button or a click outside, and gives focus back. Without
 * JavaScript the same notice stands as a box at the top of the page.
 */
export function HolidayNotice({ holiday }: { holiday: HolidayView }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <div className="container">
        <section className="holiday-box" aria-labelledby={TITLE_ID}>
          <HolidayText holiday={holiday} />
        </section>
      </div>
    );
  }
  return <HolidayDialog holiday={holiday} />;
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
      aria-labelledby={TITLE_ID}
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
        <HolidayText holiday={holiday} />
      </div>
    </dialog>
  );
}

function HolidayText({ holiday }: { holiday: HolidayView }) {
  return (
    <>
      <p className="holiday__kicker">Holiday notice</p>
      <h2 id={TITLE_ID} className="holiday__title">
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
