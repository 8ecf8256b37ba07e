import { data } from 'react-router';
import type { TextName } from '../../../content/schema.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { SideSection } from '../../components/side-section.tsx';
import { errorMeta } from '../../lib/error-meta.ts';
import { pageMeta } from '../../lib/meta.ts';
import { RTI_LINKS, findLink } from '../../lib/sections.ts';
import { lastUpdated, loadText } from '../../lib/texts.server.ts';
import type { Route } from './+types/rti';
import '../../styles/pages.css';

const SIDE_LIST = RTI_LINKS.map(({ link, label }) => ({ label, href: `/rti/${link}` }));

/** The RTI pages with a text; code, act, ief and pac show a title only (SPEC §2). */
const TEXTS: Partial<Record<string, TextName>> = {
  home: 'rti/home',
  officers: 'rti/officers',
  selfdec: 'rti/selfdec',
};

/** /rti/{link}: the college's pages under the Right to Information Act. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const section = findLink(RTI_LINKS, params.link);
  if (!section) throw data(null, { status: 404 });
  const name = TEXTS[section.link];
  const text = name ? await loadText(context.site, name, section.label) : undefined;
  return {
    title: text?.title ?? section.label,
    html: text?.html,
    updated: lastUpdated([text?.updated]),
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return pageMeta(
    matches,
    loaderData.title,
    'Right to Information: how to ask the college for information, its officers and disclosures.',
  );
}

export default function Rti({ loaderData }: Route.ComponentProps) {
  const { title, html, updated } = loaderData;
  return (
    <ContentPage
      title={title}
      updated={updated}
      sidebar={<SideSection heading="RTI" items={SIDE_LIST} />}
    >
      {html ? <SafeHtml html={html} /> : null}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
