import { Outlet } from 'react-router';
import { AdmissionButton } from '../../components/admission-button.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { SiteHeader } from '../../components/site-header.tsx';
import { collegeIdentity } from '../../lib/college-identity.server.ts';
import type { Route } from './+types/layout';
import { tolerate } from '../../../lib/failure-log.ts';
import { useTexts } from '../../i18n/use-texts.ts';

/** The admission link set in the studio, when it is a web address; else ADMISSION_URL. */
const admissionHref = (link: string | undefined, fallback: string) =>
  link && /^https?:\/\/[^/\s]/i.test(link) ? link : fallback;

/** The main college layout: top bar, sticky menu, footer, and the online-admission button. */
export async function loader({ context }: Route.LoaderArgs) {
  const [college, admission] = await Promise.all([
    collegeIdentity(context),
    // Without an answer the button simply stays hidden; the page still renders.
    tolerate(context.api.getAdmissionSettings(), null, context.log, 'the admission settings'),
  ]);
  return {
    college,
    year: Number(context.today.slice(0, 4)),
    admission:
      admission?.status === 1
        ? { href: admissionHref(admission.link, context.admissionUrl), session: admission.session }
        : null,
  };
}

export default function CollegeLayout({ loaderData }: Route.ComponentProps) {
  const { college, admission, year } = loaderData;
  const { t } = useTexts();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('frame.skipLink')}
      </a>
      <SiteHeader college={college} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter college={college} year={year} />
      {admission ? (
        <aside aria-label={t('frame.admission')} className="admission-dock">
          <AdmissionButton href={admission.href} session={admission.session} />
        </aside>
      ) : null}
    </>
  );
}
