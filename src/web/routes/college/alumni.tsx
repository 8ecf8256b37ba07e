import { data } from 'react-router';
import type { SiteTextName } from '../../../contract/schemas/site.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { SideSection } from '../../components/side-section.tsx';
import { errorMeta } from '../../lib/error-meta.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import { ALUMNI_LINKS, findLink } from '../../../site-map/sections.ts';
import { lastUpdated, loadOptionalText, loadText } from '../../lib/texts.server.ts';
import type { Route } from './+types/alumni';
import '../../styles/pages.css';
import { textIn } from '../../components/content-text.tsx';
import { useTexts } from '../../i18n/use-texts.ts';
import { ContentText } from '../../components/content-text.tsx';

const SIDE_LIST = ALUMNI_LINKS.map(({ link, label }) => ({ label, href: `/alumni/${link}` }));

const TEXTS: Partial<Record<string, SiteTextName>> = {
  association: 'alumni/association',
  committee: 'alumni/committee',
  support: 'alumni/support',
};

/**
 * /alumni/{link}: texts of the alumni association; list links to each department's alumni;
 * notable shows its title (SPEC §2), with the college's text alumni/notable under it if any.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const section = findLink(ALUMNI_LINKS, params.link);
  if (!section) throw data(null, { status: 404 });
  const name = TEXTS[section.link];
  const [text, notable, departments] = await Promise.all([
    name ? loadText(context, name, section.label) : undefined,
    section.link === 'notable' ? loadOptionalText(context, 'alumni/notable') : undefined,
    section.link === 'list' ? context.api.getDepartments() : undefined,
  ]);
  return {
    title: text?.title ?? section.label,
    titleAs: text?.titleAs,
    html: text?.html ?? notable,
    updated: lastUpdated([text?.updated]),
    departments: departments?.map((d) => ({
      name: d.dept_name,
      nameAs: d.dept_name_as,
      href: `/department/${encodeURIComponent(d.dept_code)}/alumni`,
    })),
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return pageMeta(matches, loaderData.title, textsOfMatches(matches).t('meta.alumni'));
}

export default function Alumni({ loaderData }: Route.ComponentProps) {
  const { title, titleAs, html, departments, updated } = loaderData;
  const { t, rich, label: labelOf, language } = useTexts();
  return (
    <ContentPage
      title={textIn(language, title, titleAs)}
      updated={updated}
      sidebar={<SideSection heading={labelOf('Alumni')} items={SIDE_LIST} />}
    >
      {html ? <SafeHtml html={html} /> : null}
      {departments ? (
        departments.length ? (
          <>
            <p>{t('alumni.intro')}</p>
            <ul className="link-list">
              {departments.map((dept) => (
                <li key={dept.href}>
                  <a href={dept.href}>
                    {rich('alumni.ofDepartment', {
                      department: (
                        <span data-content="">
                          <ContentText en={dept.name} />
                        </span>
                      ),
                    })}
                  </a>
                  {dept.nameAs ? (
                    <span className="link-list__note" lang="as">
                      {dept.nameAs}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="empty-state">{t('alumni.empty')}</p>
        )
      ) : null}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
