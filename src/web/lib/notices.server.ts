import type { Notice } from '../../contract/schemas/notices.ts';
import { fileLinks, type FileLink } from './files.server.ts';
import type { CleanHtml } from './html.ts';
import { clean, hasContent } from './sanitize.server.ts';

/** A notice as the pages show it: cleaned description, addressed attachments, a readable date. */
export interface NoticeView {
  id: number;
  title: string;
  /** ISO date for <time>, when the backend gave one */
  date: string | undefined;
  /** '15 Mar 2026' */
  dateLabel: string;
  isNew: boolean;
  link: string | undefined;
  description: CleanHtml | undefined;
  files: FileLink[];
}

export function presentNotice(notice: Notice, uploadsUrl: string): NoticeView {
  const description = clean(notice.description, uploadsUrl);
  return {
    id: notice.id,
    title: notice.title,
    date: notice.date,
    dateLabel: `${notice.date_no} ${notice.month} ${notice.year}`,
    isNew: notice.diff,
    link: notice.link ?? undefined,
    description: hasContent(description) ? description : undefined,
    files: fileLinks(notice.upload_info, uploadsUrl),
  };
}

export function presentNotices(notices: readonly Notice[], uploadsUrl: string): NoticeView[] {
  return notices.map((notice) => presentNotice(notice, uploadsUrl));
}
