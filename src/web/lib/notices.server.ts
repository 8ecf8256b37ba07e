import type { Notice } from '../../contract/schemas/notices.ts';
import type { Texts } from '../i18n/intl.ts';
import type { WebContext } from '../load-context.ts';
import { noticeItemPath, type NoticeKind } from '../../site-map/notice-items.ts';
import { fileLinks, photoView, type FileLink, type PhotoView } from './files.server.ts';
import type { CleanHtml } from './html.ts';
import { loadImages, type ImageLookup } from './images.server.ts';
import { cleanWithAssamese, hasContent } from './sanitize.server.ts';

/** A notice as the pages show it: cleaned description, addressed attachments, a readable date. */
export interface NoticeView {
  id: number;
  title: string;
  /** The title in Assamese, when the content gives one (decision 060). */
  titleAs: string | undefined;
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

/**
 * A notice as the pages show it; `images` (from loadImages) gives its photograph's versions made
 * at import (presentNotices looks them up).
 */
export function presentNotice(
  notice: Notice,
  uploadsUrl: string,
  texts: Texts,
  kind?: NoticeKind,
  images?: ImageLookup,
): NoticeView {
  const description = cleanWithAssamese(notice.description, notice.description_as, uploadsUrl);
  return {
    id: notice.id,
    title: notice.title,
    titleAs: notice.title_as,
    date: notice.date,
    dateLabel: `${notice.date_no} ${notice.month} ${notice.year}`,
    isNew: notice.diff,
    link: notice.link ?? undefined,
    href: kind ? noticeItemPath(kind, notice) : undefined,
    description: hasContent(description) ? description : undefined,
    files: fileLinks(notice.upload_info, uploadsUrl, texts, notice.title),
    photo: photoView(notice.photo, uploadsUrl, `Photograph: ${notice.title}`, images),
  };
}

/**
 * Notices of one list; with the list's kind, each links to its own page. Their photographs come
 * with the sizes made at import (POST /site/images, asked only when a notice has one).
 */
export async function presentNotices(
  context: Pick<WebContext, 'api' | 'uploadsUrl' | 'log'>,
  notices: readonly Notice[],
  texts: Texts,
  kind?: NoticeKind,
): Promise<NoticeView[]> {
  const images = await loadImages(
    context,
    notices.map((notice) => (notice.photo?.fileType === 'image' ? notice.photo : null)),
  );
  return notices.map((notice) => presentNotice(notice, context.uploadsUrl, texts, kind, images));
}
