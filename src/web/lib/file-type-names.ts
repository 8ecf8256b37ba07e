import type { FileType } from '../../contract/codes.ts';
import type { MessageKey } from '../i18n/intl.ts';

/** What a file the backend only types ('PDF', 'image', 'file') is called, in the catalogue. */
export const FILE_TYPE_NAMES = {
  PDF: 'file.kind.pdf',
  image: 'file.kind.image',
  file: 'file.kind.file',
} as const satisfies Record<FileType, MessageKey>;
