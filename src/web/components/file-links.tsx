import type { FileLink } from '../lib/files.server.ts';
import { EXTERNAL_LINK } from '../lib/external-link.ts';

const LABELS = { PDF: 'View PDF', image: 'View image', file: 'Download file' } as const;

/**
 * Links to a notice's attachments. The visible text says what the file is, its type and size
 * ('View PDF (PDF, 240 KB)'); a hidden part names what it belongs to, so a screen reader's
 * list of links stays meaningful.
 */
export function FileLinks({ files, context }: { files: readonly FileLink[]; context: string }) {
  if (files.length === 0) return null;
  return (
    <ul className="file-links" data-content="">
      {files.map((file, i) => (
        <li key={`${file.href}-${i}`}>
          <a
            href={file.href}
            className={`file-link file-link--${file.fileType.toLowerCase()}`}
            {...(file.external ? EXTERNAL_LINK : {})}
          >
            {LABELS[file.fileType]}
            {files.length > 1 ? ` ${i + 1}` : ''}
            <span className="file-link__label"> ({file.label})</span>
            <span className="visually-hidden">: {context}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
