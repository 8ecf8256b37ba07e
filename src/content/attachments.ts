import { extname } from 'node:path';
import mime from 'mime-types';
import { LINK_MIME, type FileType } from '../contract/codes.ts';
import type { Attachment } from '../contract/schemas/common.ts';

/** A path under the content folder's files/: type folder, then the file; plain names only. */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isSafeRelativePath(path: string): boolean {
  const segments = path.split('/');
  return segments.length >= 2 && segments.every((s) => SAFE_SEGMENT.test(s) && !s.includes('..'));
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function fileTypeOf(ext: string, mimeType: string): FileType {
  if (ext === 'pdf') return 'PDF';
  if (mimeType.startsWith('image/')) return 'image';
  return 'file';
}

/**
 * Turns a content attachment ('notices/exam-form.pdf' under files/, or an https address) into
 * the attachment the API carries. The first folder of the path is the file's type; a file of
 * the folder carries its size in bytes.
 */
export function attachmentFromSpec(spec: string, size?: number): Attachment {
  if (isHttpUrl(spec)) {
    const ext = extname(new URL(spec).pathname).slice(1).toLowerCase();
    return {
      type: LINK_MIME,
      path: spec,
      mime: LINK_MIME,
      ext,
      fileType: fileTypeOf(ext, String(mime.lookup(ext) || '')),
    };
  }
  const [type = '', ...rest] = spec.split('/');
  const ext = extname(spec).slice(1).toLowerCase();
  const mimeType = mime.lookup(ext) || 'application/octet-stream';
  return {
    type,
    path: rest.join('/'),
    mime: mimeType,
    ext,
    fileType: fileTypeOf(ext, mimeType),
    ...(size === undefined ? {} : { size }),
  };
}
