import { fileAddress } from '../contract/file-address.ts';
import type { Attachment } from '../contract/schemas/common.ts';
import type { Notice } from '../contract/schemas/notices.ts';
import { dateParts } from '../lib/dates.ts';
import type { Employee } from '../contract/schemas/employees.ts';
import type { EmployeesTable, NoticesTable } from '../db/schema.ts';

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
    ...assameseOf({ title_as: row.title_as, description_as: row.description_as }),
  };
}

/**
 * The Assamese fields of a row that has them (decision 060): only those given, so an answer
 * without Assamese is what it was before they existed.
 */
export function assameseOf<K extends `${string}_as`>(row: { [key in K]?: string | null }): {
  [key in K]?: string;
} {
  return Object.fromEntries(
    Object.entries(row).filter(([key, value]) => key.endsWith('_as') && Boolean(value)),
  ) as { [key in K]?: string };
}

/** A person in a list (POST /getemployeebytype): the first photograph with its alt text. */
export function employeeAnswer(row: EmployeesTable, uploadsUrl: string): Employee {
  const photos = attachmentsOf(row.dp, uploadsUrl);
  return {
    id: row.id,
    name: row.name,
    designation: row.designation,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    dp: photos.map((photo) => photo.url ?? ''),
    ...(photos[0]?.alt ? { dp_alt: photos[0].alt } : {}),
    liveNow: row.live_now,
    dept_code: row.home_dept_code,
  };
}
