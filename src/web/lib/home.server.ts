import type { FileType } from '../../contract/codes.ts';
import type { HolidayAnswer, Notice, UpcomingEvent } from '../../contract/schemas/notices.ts';
import { formatDisplayDate, yearOf } from '../../lib/dates.ts';
import { eventHref } from './events.ts';
import type { Texts } from '../i18n/intl.ts';
import { fileLinks, type FileLink } from './files.server.ts';
import type { CleanHtml } from './html.ts';
import { clean, hasContent } from './sanitize.server.ts';
import { NOTIFICATION_LINKS } from '../../site-map/sections.ts';

/** The three notice panels of the home page (SPEC §2), each with its notifications page. */
export const HOME_PANELS = (
  [
    { title: 'Student Notification', type: 'COLLEGE_ACADEMIC_NOTICE' },
    { title: 'Tenders', type: 'COLLEGE_TENDER' },
    { title: 'Announcements', type: 'COLLEGE_ADMIN_NOTICE' },
  ] as const
).map((panel) => {
  const section = NOTIFICATION_LINKS.find((entry) => entry.code === panel.type);
  if (!section) throw new Error(`No notifications page lists ${panel.type}`);
  return { ...panel, page: `/notifications/${section.link}` };
});

/** A notice in a home panel: one link, to the notice's own address, its file or its page. */
export interface PanelNotice {
  id: number;
  title: string;
  /** The title in Assamese, when the content gives one (decision 060). */
  titleAs?: string | undefined;
  date: string | undefined;
  dateLabel: string;
  isNew: boolean;
  href: string;
  /** 'page': the notice's own page (a link inside the site). */
  kind: 'link' | 'file' | 'page';
  fileType: FileType | undefined;
  /** For a file: its type and size, 'PDF, 240 KB'. */
  fileLabel?: string;
}

/** Only web addresses and addresses inside the site may become links. */
const SAFE_HREF = /^(https?:\/\/|\/(?!\/))/i;

export function presentPanelNotice(
  notice: Notice,
  page: string,
  uploadsUrl: string,
  texts: Texts,
): PanelNotice {
  const [file] = fileLinks(notice.upload_info, uploadsUrl, texts);
  const base = {
    id: notice.id,
    title: notice.title,
    titleAs: notice.title_as,
    date: notice.date,
    // The backend's day, month and year, in the page's digits and month names.
    dateLabel: `${texts.number(notice.date_no)} ${texts.month(notice.month)} ${texts.year(notice.year)}`,
    isNew: notice.diff,
  };
  if (notice.link && SAFE_HREF.test(notice.link)) {
    return { ...base, href: notice.link, kind: 'link', fileType: undefined };
  }
  if (file && SAFE_HREF.test(file.href)) {
    return {
      ...base,
      href: file.href,
      kind: 'file',
      fileType: file.fileType,
      fileLabel: file.label,
    };
  }
  // Otherwise the notice's own page, under its notifications page.
  return {
    ...base,
    href: `${page}/${notice.year}/${notice.id}`,
    kind: 'page',
    fileType: undefined,
  };
}

/** An upcoming event of the hero. */
export interface HeroEvent {
  id: number;
  title: string;
  /** The title in Assamese, when the content gives one (decision 060). */
  titleAs?: string | undefined;
  date: string | undefined;
  day: number;
  month: string;
  /** Its entry on the events page of its year. */
  href: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The year of an upcoming event: its date's, or, when the answer carries none, this year unless
 * its month has already passed (then it is next year's).
 */
function upcomingYear(event: UpcomingEvent, today: string): number {
  if (event.date) return yearOf(event.date);
  const thisYear = yearOf(today);
  const month = MONTHS.indexOf(event.month);
  return month >= 0 && month < Number(today.slice(5, 7)) - 1 ? thisYear + 1 : thisYear;
}

export function presentEvent(event: UpcomingEvent, today: string): HeroEvent {
  return {
    id: event.id,
    title: event.title,
    titleAs: event.title_as,
    date: event.date,
    day: event.date_no,
    month: event.month,
    href: eventHref({ id: event.id, year: upcomingYear(event, today) }, yearOf(today)),
  };
}

/** The holiday pop-up's content: dates as DD/MM/YYYY (SPEC §9), description cleaned. */
export interface HolidayView {
  title: string;
  startDate: string;
  endDate: string;
  /** DD/MM/YYYY */
  start: string;
  end: string;
  description: CleanHtml | undefined;
  files: FileLink[];
}

export function presentHoliday(
  answer: HolidayAnswer,
  uploadsUrl: string,
  texts: Texts,
): HolidayView | null {
  if (!answer.status || !answer.data) return null;
  const { title, start_date, end_date, upload_info } = answer.data;
  const description = clean(answer.data.description, uploadsUrl);
  return {
    title,
    startDate: start_date,
    endDate: end_date,
    start: formatDisplayDate(start_date),
    end: formatDisplayDate(end_date),
    description: hasContent(description) ? description : undefined,
    files: fileLinks(upload_info, uploadsUrl, texts),
  };
}
