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
/** The same words with the file's name, for one of several files (decision 095). */
const NAMED_LABELS = {
  PDF: 'file.viewNamed.PDF',
  image: 'file.viewNamed.image',
  file: 'file.viewNamed.file',
} as const satisfies Record<FileType, MessageKey>;

/**
 * Links to a notice's attachments. The visible text says what the file is, its type and size
 * ('View PDF (PDF, 240 KB)', in the page's language); a hidden part names what it belongs to, so
 * a screen reader's list of links stays meaningful. One of several files also says which, by its
 * file's name ('View PDF: Fee structure – Arts'), not by a number.
 */
export function FileLinks({ files, context }: { files: readonly FileLink[]; context: string }) {
  const { t, rich, language } = useTexts();
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
            {files.length > 1 && file.name
              ? rich(NAMED_LABELS[file.fileType], {
                  // The name is the content's (its file's), in the content's language.
                  name: () => (
                    <span data-content="" lang={langOf(language, file.name)}>
                      {file.name}
                    </span>
                  ),
                })
              : t(LABELS[file.fileType])}
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
