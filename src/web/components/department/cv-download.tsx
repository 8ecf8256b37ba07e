import { useTexts } from '../../i18n/use-texts.ts';
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
  const { t } = useTexts();
  // data-busy: what the link says while the CV is fetched (SPEC §4's 'Downloading....').
  return (
    <span aria-live="polite">
      <a
        href={href}
        className="button dept-cv"
        data-enhance="cv-download"
        data-busy={t('cv.downloading')}
      >
        {t('cv.download')}
        {label ? <span className="file-link__label"> ({label})</span> : null}
        <span className="visually-hidden"> {t('cv.of', { person })}</span>
      </a>
    </span>
  );
}
