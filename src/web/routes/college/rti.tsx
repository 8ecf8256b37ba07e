import { data } from 'react-router';
import type { OptionalSiteTextName, SiteTextName } from '../../../contract/schemas/site.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { SideSection } from '../../components/side-section.tsx';
import { errorMeta } from '../../lib/error-meta.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import { RTI_LINKS, findLink } from '../../../site-map/sections.ts';
import { lastUpdated, loadOptionalText, loadText } from '../../lib/texts.server.ts';
import type { Route } from './+types/rti';
import '../../styles/pages.css';
import { textIn } from '../../components/content-text.tsx';
import { useTexts } from '../../i18n/use-texts.ts';

const SIDE_LIST = RTI_LINKS.map(({ link, label }) => ({ label, href: `/rti/${link}` }));

/** The RTI pages with a text of their own, whose title comes from the text. */
const TEXTS: Partial<Record<string, SiteTextName>> = {
  home: 'rti/home',
  officers: 'rti/officers',
  selfdec: 'rti/selfdec',
};

/**
 * Code of conduct, act, electronic information and particulars: the SPEC shows their title
 * only; when the college has written a text for one, it is shown under that title.
 */
const TITLE_PAGES: Partial<Record<string, OptionalSiteTextName>> = {
  code: 'rti/code',
  act: 'rti/act',
  ief: 'rti/ief',
  pac: 'rti/pac',
};

/** /rti/{link}: the college's pages under the Right to Information Act. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const section = findLink(RTI_LINKS, params.link);
  if (!section) throw data(null, { status: 404 });
  const name = TEXTS[section.link];
  const optional = TITLE_PAGES[section.link];
  if (optional)
    return {
      title: section.label,
      titleAs: undefined,
      html: await loadOptionalText(context, optional),
      updated: undefined,
    };
  const text = name ? await loadText(context, name, section.label) : undefined;
  return {
    title: text?.title ?? section.label,
    titleAs: text?.titleAs,
    html: text?.html,
    updated: lastUpdated([text?.updated]),
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return pageMeta(matches, loaderData.title, textsOfMatches(matches).t('meta.rti'));
}

export default function Rti({ loaderData }: Route.ComponentProps) {
  const { title, titleAs, html, updated } = loaderData;
  const { label: labelOf, language } = useTexts();
  return (
    <ContentPage
      title={textIn(language, title, titleAs)}
      updated={updated}
      sidebar={<SideSection heading={labelOf('RTI')} items={SIDE_LIST} />}
    >
      {html ? <SafeHtml html={html} /> : null}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
