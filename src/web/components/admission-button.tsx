import { EXTERNAL_LINK } from '../lib/external-link.ts';

/** The floating online-admission link, shown only when the settings report status 1. */
export function AdmissionButton({ href, session }: { href: string; session: string }) {
  return (
    <a className="admission-button" href={href} {...EXTERNAL_LINK}>
      Online Admission
      {session ? <span className="admission-button__session"> {session}</span> : null}
    </a>
  );
}
