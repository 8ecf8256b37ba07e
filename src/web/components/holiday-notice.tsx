import type { HolidayView } from '../lib/home.server.ts';
import { FileLinks } from './file-links.tsx';
import { SafeHtml } from './safe-html.tsx';
import { useTexts } from '../i18n/use-texts.ts';

/**
 * The holiday of today (SPEC §4): a notice box at the top of the page, which stays, so that
 * nothing moves when JavaScript runs (CLS 0, decision 023), and the same notice as a closed
 * <dialog>, which nobody sees without JavaScript. The enhancement (src/web/enhance/holiday.ts)
 * opens it on load as a modal dialog that takes focus, closes with Escape, its Close button or a
 * click outside, and gives focus back.
 */
export function HolidayNotice({ holiday }: { holiday: HolidayView }) {
  return (
    <>
      <div className="container">
        <section className="holiday-box" aria-labelledby="holiday-title">
          <HolidayText holiday={holiday} titleId="holiday-title" />
        </section>
      </div>
      <HolidayDialog holiday={holiday} />
    </>
  );
}

function HolidayDialog({ holiday }: { holiday: HolidayView }) {
  const { t } = useTexts();
  return (
    <dialog
      className="holiday-dialog"
      aria-labelledby="holiday-dialog-title"
      data-enhance="holiday"
    >
      <div className="holiday-dialog__content">
        <button type="button" className="holiday-dialog__close" data-close="">
          {t('holiday.close')}
        </button>
        <HolidayText holiday={holiday} titleId="holiday-dialog-title" />
      </div>
    </dialog>
  );
}

function HolidayText({ holiday, titleId }: { holiday: HolidayView; titleId: string }) {
  const { t, rich, date } = useTexts();
  const start = () => (
    <time dateTime={holiday.startDate}>{date(holiday.startDate, holiday.start)}</time>
  );
  const end = () => <time dateTime={holiday.endDate}>{date(holiday.endDate, holiday.end)}</time>;
  return (
    <>
      <p className="holiday__kicker">{t('holiday.kicker')}</p>
      <h2 id={titleId} className="holiday__title">
        {holiday.title}
      </h2>
      <p className="holiday__dates">
        {holiday.startDate === holiday.endDate
          ? rich('holiday.on', { start })
          : rich('holiday.range', { start, end })}
      </p>
      {holiday.description ? <SafeHtml html={holiday.description} /> : null}
      <FileLinks files={holiday.files} context={holiday.title} />
    </>
  );
}
