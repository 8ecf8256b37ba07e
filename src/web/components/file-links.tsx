import type { FileType } from '../../contract/codes.ts';
import type { MessageKey } from '../i18n/intl.ts';
import { useTexts } from '../i18n/use-texts.ts';
import type { FileLink } from '../lib/files.server.ts';
import { EXTERNAL_LINK } from '../lib/external-link.ts';
import { langOf } from './content-text.tsx';

const LABELS = {
  PDF: 'file.view.PDF',
  image: 'file.view.image',
  file: 'file.view.file',
} as const satisfies Record<FileType, MessageKey>;

/**
 * Links to a notice's attachments. The visible text says what the file is, its type and size
 * ('View PDF (PDF, 240 KB)', in the page's language); a hidden part names what it belongs to, so
 * a screen reader's list of links stays meaningful. Only that name is the content's.
 */
export function FileLinks({ files, context }: { files: readonly FileLink[]; context: string }) {
  const { t, number, language } = useTexts();
  if (files.length === 0) return null;
  return (
    <ul className="file-links">
      {files.map((file, i) => (
        <li key={`${file.href}-${i}`}>
          <a
            href={file.href}
            className={`file-link file-link--${file.fileType.toLowerCase()}`}
            {...(file.external ? EXTERNAL_LINK : {})}
          >
            {t(LABELS[file.fileType])}
            {files.length > 1 ? ` ${number(i + 1)}` : ''}
            <span className="file-link__label"> ({file.label})</span>
            <span className="visually-hidden">
              :{' '}
              <span data-content="" lang={langOf(language, context)}>
                {context}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
