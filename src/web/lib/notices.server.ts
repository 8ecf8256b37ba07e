import type { Notice } from '../../contract/schemas/notices.ts';
import { noticeItemPath, type NoticeKind } from './notice-items.ts';
import { fileLinks, photoView, type FileLink, type PhotoView } from './files.server.ts';
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
  /** The notice's own page, when its list is known. */
  href: string | undefined;
  description: CleanHtml | undefined;
  files: FileLink[];
  /** An event's photograph (ours; other backends send none). */
  photo: PhotoView | undefined;
}

export function presentNotice(notice: Notice, uploadsUrl: string, kind?: NoticeKind): NoticeView {
  const description = clean(notice.description, uploadsUrl);
  return {
    id: notice.id,
    title: notice.title,
    date: notice.date,
    dateLabel: `${notice.date_no} ${notice.month} ${notice.year}`,
    isNew: notice.diff,
    link: notice.link ?? undefined,
    href: kind ? noticeItemPath(kind, notice) : undefined,
    description: hasContent(description) ? description : undefined,
    files: fileLinks(notice.upload_info, uploadsUrl),
    photo: photoView(notice.photo, uploadsUrl, `Photograph: ${notice.title}`),
  };
}

/** Notices of one list; with the list's kind, each links to its own page. */
export function presentNotices(
  notices: readonly Notice[],
  uploadsUrl: string,
  kind?: NoticeKind,
): NoticeView[] {
  return notices.map((notice) => presentNotice(notice, uploadsUrl, kind));
}
