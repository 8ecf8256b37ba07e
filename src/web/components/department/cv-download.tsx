import { useTexts } from '../../i18n/use-texts.ts';
import { hidden } from '../visually-hidden.tsx';
import { ContentText } from '../content-text.tsx';
/**
 * 'Download CV'. A plain link to the download route, which answers the file as an attachment.
 * The enhancement (src/web/enhance/cv-download.ts) fetches the same route instead, shows
 * 'Downloading....' meanwhile, then saves the file; if that fails, it follows the plain link.
 */
export function CvDownload({
  href,
  label,
  person,
}: {
  href: string;
  /** The file's type and size, 'PDF, 240 KB', when known. */
  label: string | null;
  person: string;
}) {
  const { t, rich } = useTexts();
  // data-busy: what the link says while the CV is fetched (SPEC §4's 'Downloading....').
  return (
    <span aria-live="polite">
      <a
        href={href}
        className="button dept-cv"
        data-enhance="cv-download"
        data-busy={t('cv.downloading')}
      >
        {rich('cv.download', { person: <ContentText en={person} />, hidden })}
        {label ? <span className="file-link__label"> ({label})</span> : null}
      </a>
    </span>
  );
}
