import { data } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { SideSection } from '../../components/side-section.tsx';
import { errorMeta } from '../../lib/error-meta.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import { ABOUT_LINKS, ABOUT_PAGES } from '../../../site-map/sections.ts';
import { lastUpdated, loadText } from '../../lib/texts.server.ts';
import type { Route } from './+types/about';
import '../../styles/pages.css';
import { textIn } from '../../components/content-text.tsx';
import { useTexts } from '../../i18n/use-texts.ts';
import type { MessageKey } from '../../i18n/intl.ts';

type AboutPage = (typeof ABOUT_PAGES)[number];

const SIDE_LIST = ABOUT_LINKS.map(({ link, label }) => ({ label, href: `/aboutus/${link}` }));

/** /aboutus/{link}: the college's own texts; 'vision' shows the vision and the mission. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = ABOUT_PAGES.find((name) => name === params.link);
  if (!page) throw data(null, { status: 404 });
  const label = ABOUT_LINKS.find((entry) => entry.link === page)?.label ?? 'Mission';
  if (page === 'vision') {
    const [vision, mission] = await Promise.all([
      loadText(context, 'vision', 'Vision'),
      loadText(context, 'mission', 'Mission'),
    ]);
    return {
      page,
      title: label,
      titleAs: undefined,
      sections: [vision, mission],
      updated: lastUpdated([vision.updated, mission.updated]),
    };
  }
  const text = await loadText(context, page, label);
  return {
    page,
    title: text.title,
    titleAs: text.titleAs,
    sections: [{ ...text, title: '', titleAs: undefined }],
    updated: lastUpdated([text.updated]),
  };
}

const DESCRIPTIONS: Record<AboutPage, MessageKey> = {
  about: 'meta.about.about',
  history: 'meta.about.history',
  vision: 'meta.about.vision',
  mission: 'meta.about.mission',
  icv: 'meta.about.icv',
};

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  const { t } = textsOfMatches(matches);
  return pageMeta(matches, loaderData.title, t(DESCRIPTIONS[loaderData.page]));
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, title, titleAs, sections, updated } = loaderData;
  const { label: labelOf, language } = useTexts();
  return (
    <ContentPage
      title={textIn(language, title, titleAs)}
      updated={updated}
      sidebar={
        <SideSection
          heading={labelOf('About Us')}
          items={SIDE_LIST}
          // Mission has no entry of its own: it belongs to Vision & Mission.
          current={page === 'mission' ? '/aboutus/vision' : `/aboutus/${page}`}
        />
      }
    >
      {sections.map((section) =>
        section.title ? (
          <section key={section.title} className="text-section">
            <h2>{labelOf(textIn(language, section.title, section.titleAs))}</h2>
            <SafeHtml html={section.html} />
          </section>
        ) : (
          <SafeHtml key="text" html={section.html} />
        ),
      )}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
