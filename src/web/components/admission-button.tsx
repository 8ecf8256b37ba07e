import { EXTERNAL_LINK } from '../lib/external-link.ts';
import { useTexts } from '../i18n/use-texts.ts';

/** The floating online-admission link, shown only when the settings report status 1. */
export function AdmissionButton({ href, session }: { href: string; session: string }) {
  const { t, digits } = useTexts();
  return (
    <a className="admission-button" href={href} {...EXTERNAL_LINK}>
      {t('frame.admissionButton')}
      {session ? <span className="admission-button__session"> {digits(session)}</span> : null}
    </a>
  );
}
