import { fileAddress } from '../contract/file-address.ts';
import type { Attachment } from '../contract/schemas/common.ts';
import type { Notice } from '../contract/schemas/notices.ts';
import { dateParts } from '../lib/dates.ts';
import type { NoticesTable } from '../db/schema.ts';

/** Reads a JSON column; the importer wrote it, so a parse failure is a bug worth a 500. */
export function fromJson<T>(text: string | null, fallback: T): T {
  return text ? (JSON.parse(text) as T) : fallback;
}

/** Attachments, each with its public address in url. */
export function withUrls(attachments: Attachment[], uploadsUrl: string): Attachment[] {
  return attachments.map((attachment) => ({
    ...attachment,
    url: fileAddress(attachment, uploadsUrl),
  }));
}

/** Attachments of a JSON column, each with its public address in url. */
export function attachmentsOf(text: string | null, uploadsUrl: string): Attachment[] {
  return withUrls(fromJson<Attachment[]>(text, []), uploadsUrl);
}

export function noticeAnswer(row: NoticesTable, uploadsUrl: string): Notice {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    ...dateParts(row.date),
    link: row.link,
    diff: row.is_new === 1,
    upload_info: attachmentsOf(row.upload_info, uploadsUrl),
    ...(row.photo ? { photo: withUrls([JSON.parse(row.photo) as Attachment], uploadsUrl)[0] } : {}),
  };
}
