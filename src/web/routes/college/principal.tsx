import { OFFICE_DEPT_CODE } from '../../../contract/codes.ts';
import { FACULTY_PHOTO_PX } from '../../../contract/constants.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { PersonPhoto } from '../../components/person-photo.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { SideSection } from '../../components/side-section.tsx';
import { ADMINISTRATION_SIDE_LIST, telHref } from '../../lib/administration.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import { loadImagesByAddress } from '../../lib/images.server.ts';
import { textsAt } from '../../i18n/intl.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import { loadText } from '../../lib/texts.server.ts';
import type { Route } from './+types/principal';
import '../../styles/pages.css';
import { ContentText, langOf } from '../../components/content-text.tsx';
import { useTexts } from '../../i18n/use-texts.ts';
import { Designation } from '../../components/designation.tsx';

/**
 * /administrations/principal: the principal's message and contacts. The principal is listed
 * under the office (OFF/PRINCIPAL); the answer's dept_code is the home department, where the
 * faculty profile lives. Like every faculty link, Visit Profile needs the live flag (SPEC §6).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = textsAt(new URL(request.url).pathname);
  const [people, message] = await Promise.all([
    context.api.getEmployeeByType({ dept_code: OFFICE_DEPT_CODE, type: 'PRINCIPAL' }),
    loadText(context, 'principal', t('loader.principal.messageTitle')),
  ]);
  const principal = people[0];
  const photos = await loadImagesByAddress(context, [principal?.dp[0]]);
  return {
    message,
    principal: principal
      ? {
          name: principal.name,
          designation: principal.designation,
          designationAs: principal.designation_as ?? '',
          email: principal.email,
          phone: principal.phone,
          mobile: principal.mobile,
          photo: principal.dp[0] ? photos(principal.dp[0]) : undefined,
          photoAlt: principal.dp_alt,
          profile:
            principal.liveNow === 1 && principal.dept_code
              ? `/department/${encodeURIComponent(principal.dept_code)}/faculty/single?${new URLSearchParams({ id: String(principal.id), name: principal.name })}`
              : undefined,
        }
      : undefined,
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return pageMeta(matches, 'Principal', textsOfMatches(matches).t('meta.principal'));
}

export default function Principal({ loaderData }: Route.ComponentProps) {
  const { principal, message } = loaderData;
  const { t, label: labelOf, language } = useTexts();
  return (
    <ContentPage
      title={t('principal.title')}
      sidebar={<SideSection heading={labelOf('Administration')} items={ADMINISTRATION_SIDE_LIST} />}
    >
      {principal ? (
        <section className="person-card" aria-labelledby="principal-name">
          <PersonPhoto
            image={principal.photo}
            alt={principal.photoAlt}
            name={principal.name}
            size={FACULTY_PHOTO_PX}
            lazy={false}
          />
          <div>
            <h2
              id="principal-name"
              className="person-card__name"
              data-content=""
              lang={langOf(language, principal.name)}
            >
              {principal.name}
            </h2>
            {principal.designation ? (
              <p data-content="">
                <Designation en={principal.designation} as={principal.designationAs} />
              </p>
            ) : null}
            <dl className="contact-list">
              {principal.email ? (
                <>
                  <dt>{t('contact.email')}</dt>
                  <dd>
                    <a href={`mailto:${principal.email}`}>{principal.email}</a>
                  </dd>
                </>
              ) : null}
              {principal.phone ? (
                <>
                  <dt>{t('contact.phone')}</dt>
                  <dd>
                    <a href={telHref(principal.phone)}>{principal.phone}</a>
                  </dd>
                </>
              ) : null}
              {principal.mobile ? (
                <>
                  <dt>{t('contact.mobile')}</dt>
                  <dd>
                    <a href={telHref(principal.mobile)}>{principal.mobile}</a>
                  </dd>
                </>
              ) : null}
            </dl>
            {principal.profile ? (
              <p>
                <a className="button" href={principal.profile}>
                  {t('principal.profile')}
                </a>
              </p>
            ) : null}
          </div>
        </section>
      ) : null}
      <section className="text-section" aria-labelledby="principal-message">
        {/* The content's title of its text in the page's language (the catalogue's when the
            content gives none); English on an Assamese page is marked as such. */}
        <h2 id="principal-message" data-content="">
          <ContentText en={message.title} as={message.titleAs} />
        </h2>
        <SafeHtml html={message.html} />
      </section>
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
