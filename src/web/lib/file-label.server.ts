import type { FileType } from '../../contract/codes.ts';
import type { FileRef } from '../../contract/schemas/common.ts';
import { extensionOf, kindOf } from '../../lib/attachment-kinds.ts';

const KB = 1024;
const MB = KB * 1024;

/** '512 bytes', '240 KB', '1.4 MB', '23 MB': how big a download is, in the units people use. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  const mb = bytes / MB;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

const GENERIC = { PDF: 'PDF', image: 'Image', file: 'File' } as const;

/**
 * What a download is, as its link says it: 'PDF, 240 KB', 'Word document, 1.2 MB'. The size
 * comes from the backend (our importer adds it); without it, the type alone: 'PDF'.
 */
export function fileLabel(file: Pick<FileRef, 'path' | 'ext' | 'size'> & { fileType?: FileType }) {
  const ext = file.ext || extensionOf(file.path);
  const kind = kindOf(`x.${ext}`);
  const type =
    kind?.name ?? (file.fileType ? GENERIC[file.fileType] : ext ? ext.toUpperCase() : 'File');
  return file.size === undefined ? type : `${type}, ${formatFileSize(file.size)}`;
}
