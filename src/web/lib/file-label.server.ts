import type { FileType } from '../../contract/codes.ts';
import type { FileRef } from '../../contract/schemas/common.ts';
import { extensionOf, kindOf } from '../../lib/attachment-kinds.ts';
import type { MessageKey, Texts } from '../i18n/intl.ts';
import { LOCALES } from '../i18n/language.ts';
import { FILE_TYPE_NAMES } from './file-type-names.ts';

const KB = 1024;
const MB = KB * 1024;

/**
 * A size's number in the page's digits, never grouped: '1024', '1.4' in English (as the labels
 * always were), '১০২৪', '১.৪' in Assamese.
 */
const sizeNumber = (texts: Texts, value: number, decimals: number) =>
  sizeFormat(LOCALES[texts.language], decimals).format(value);

/** Made once per locale and precision: a new Intl.NumberFormat costs more than a whole label. */
const sizeFormats = new Map<string, Intl.NumberFormat>();
function sizeFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale} ${decimals}`;
  let format = sizeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      useGrouping: false,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    sizeFormats.set(key, format);
  }
  return format;
}

/** '512 bytes', '240 KB', '1.4 MB', '23 MB' (কেবি, এমবি in Assamese): how big a download is. */
export function formatFileSize(bytes: number, texts: Texts): string {
  if (bytes < KB)
    return texts.t('file.size.bytes', { count: bytes, size: sizeNumber(texts, bytes, 0) });
  if (bytes < MB) {
    return texts.t('file.size.kb', { size: sizeNumber(texts, Math.max(1, bytes / KB), 0) });
  }
  const mb = bytes / MB;
  return texts.t('file.size.mb', { size: sizeNumber(texts, mb, mb < 10 ? 1 : 0) });
}

/** The catalogue's name of each kind of the allow-list, by its English name (attachment-kinds.ts). */
export const KIND_NAMES: Readonly<Record<string, MessageKey>> = {
  PDF: 'file.kind.pdf',
  'JPEG image': 'file.kind.jpeg',
  'PNG image': 'file.kind.png',
  'GIF image': 'file.kind.gif',
  'WebP image': 'file.kind.webp',
  'AVIF image': 'file.kind.avif',
  'Word document': 'file.kind.word',
  'Excel workbook': 'file.kind.excel',
  PowerPoint: 'file.kind.powerpoint',
  'OpenDocument text': 'file.kind.odt',
  'OpenDocument spreadsheet': 'file.kind.ods',
  'OpenDocument slides': 'file.kind.odp',
  Text: 'file.kind.text',
  'CSV table': 'file.kind.csv',
};

/**
 * What a download is, as its link says it, in the page's language: 'PDF, 240 KB', 'Word
 * document, 1.2 MB' ('পিডিএফ, ২৪০ কেবি'). The size comes from the backend (our importer adds
 * it); without it, the type alone. An extension outside the allow-list is shown as it is ('RAR').
 */
export function fileLabel(
  file: Pick<FileRef, 'path' | 'ext' | 'size'> & { fileType?: FileType },
  texts: Texts,
) {
  const ext = file.ext || extensionOf(file.path);
  const kind = kindOf(`x.${ext}`);
  const type = kind
    ? texts.t(KIND_NAMES[kind.name] ?? 'file.kind.file')
    : file.fileType
      ? texts.t(FILE_TYPE_NAMES[file.fileType])
      : ext
        ? ext.toUpperCase()
        : texts.t('file.kind.file');
  if (file.size === undefined) return type;
  return texts.t('file.label', { kind: type, size: formatFileSize(file.size, texts) });
}
