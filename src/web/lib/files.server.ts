import type { FileType } from '../../contract/codes.ts';
import { fileAddress } from '../../contract/file-address.ts';
import type { Attachment, FileRef } from '../../contract/schemas/common.ts';
import { fileLabel } from './file-label.server.ts';

/** An attachment as a page links to it. */
export interface FileLink {
  href: string;
  fileType: FileType;
  ext: string;
  /** Its type and size: 'PDF, 240 KB' (the type alone when the backend gives no size). */
  label: string;
  /** True for a link to another site (mime 'link'). */
  external: boolean;
}

/** Addresses attachments by the file-reference rule of SPEC §5. */
export function fileLinks(
  attachments: readonly Attachment[] | undefined,
  uploadsUrl: string,
): FileLink[] {
  return (attachments ?? []).map((attachment) => ({
    href: fileAddress(attachment, uploadsUrl),
    fileType: attachment.fileType,
    ext: attachment.ext ?? '',
    label: fileLabel(attachment),
    external: attachment.mime === 'link',
  }));
}

/** The address of a single file reference (a row's file), or undefined when there is none. */
export function fileHref(ref: FileRef | undefined, uploadsUrl: string): string | undefined {
  return ref ? fileAddress(ref, uploadsUrl) : undefined;
}
