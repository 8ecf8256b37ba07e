import { ContentPage } from '../../components/content-page.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { Unavailable } from '../../components/unavailable.tsx';
import { departmentPath } from '../../../site-map/department-pages.ts';
import { MAIN_MENU } from '../../lib/menu.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import type { Route } from './+types/sitemap';
import { tolerate } from '../../../lib/failure-log.ts';
import '../../styles/find.css';
import { useTexts } from '../../i18n/use-texts.ts';

/** /sitemap: every section of the site and every department, on one page (GIGW). */
export async function loader({ context }: Route.LoaderArgs) {
  const departments = await tolerate(
    context.api.getDepartments(),
    null,
    context.log,
    'the departments',
  );
  return {
    departments:
      departments?.map((d) => ({ label: d.dept_name, href: departmentPath(d.dept_code) })) ?? null,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'Site Map', textsOfMatches(matches).t('meta.sitemap'), {
    extra: [{ tagName: 'link', rel: 'sitemap', type: 'application/xml', href: '/sitemap.xml' }],
  });
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { departments } = loaderData;
  const sections = MAIN_MENU.filter((item) => item.children?.length);
  const { t, label } = useTexts();
  return (
    <ContentPage title={t('sitemap.title')}>
      <p>
        {t('sitemap.intro')} <a href="/">{label('Home')}</a> ·{' '}
        <a href="/search">{t('search.title')}</a> ·{' '}
        <a href="/feeds/events.ics">{t('sitemap.calendar')}</a>
      </p>
      <div className="sitemap-sections">
        {sections.map((item) => (
          <section key={item.href} aria-labelledby={`sitemap-${item.href}`}>
            <h2 id={`sitemap-${item.href}`}>{label(item.label)}</h2>
            <ul>
              {item.children?.map((child) => (
                <li key={child.href}>
                  <a href={child.href}>{label(child.label)}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="sitemap-departments">
          <h2 id="sitemap-departments">{t('departments.title')}</h2>
          {departments ? (
            <ul>
              {departments.map((d) => (
                <li key={d.href}>
                  <a href={d.href}>{d.label}</a>
                </li>
              ))}
            </ul>
          ) : (
            <Unavailable what="frame.unavailable.departments" />
          )}
        </section>
      </div>
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
