import { data } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { SideSection } from '../../components/side-section.tsx';
import { telHref } from '../../lib/administration.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import { lastUpdated, loadText } from '../../lib/texts.server.ts';
import { HELP_PAGES, POLICY_PAGES, WEBSITE_PAGES } from '../../../site-map/website-pages.ts';
import type { Route } from './+types/website-page';
import '../../styles/pages.css';
import { englishPathname } from '../../i18n/language.ts';
import { textIn } from '../../components/content-text.tsx';
import { useTexts } from '../../i18n/use-texts.ts';

const SIDE_HELP = HELP_PAGES.map(({ label, path }) => ({ label, href: path }));
const SIDE_POLICIES = POLICY_PAGES.map(({ label, path }) => ({ label, href: path }));

/**
 * The website's own pages (GIGW): help, feedback, accessibility, screen readers, the website
 * policies and the tour video's transcript, each a text of the content folder with the date it
 * was last changed. Feedback adds the college's addresses and phone (no form: the site is
 * read-only).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The page is known by its address; a client-side navigation asks for it as '{path}.data'.
  const path = englishPathname(request.url).replace(/\.data$/, '');
  const page = WEBSITE_PAGES.find((entry) => entry.path === path);
  if (!page) throw data(null, { status: 404 });
  const [text, college] = await Promise.all([
    loadText(context, page.text, page.label),
    page.path === '/feedback' ? context.site.college() : undefined,
  ]);
  return {
    path,
    title: text.title,
    titleAs: text.titleAs,
    html: text.html,
    updated: lastUpdated([text.updated]),
    contact: college && {
      name: college.name,
      address: college.postal_address,
      phone: college.phone,
      email: college.email,
    },
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  const texts = textsOfMatches(matches);
  const { title } = loaderData;
  return pageMeta(matches, title, texts.t('meta.websitePage', { title: texts.label(title) }));
}

export default function WebsitePage({ loaderData }: Route.ComponentProps) {
  const { path, title, titleAs, html, updated, contact } = loaderData;
  const { t, language } = useTexts();
  return (
    <ContentPage
      title={textIn(language, title, titleAs)}
      updated={updated}
      sidebar={
        <>
          {/* Named apart from the footer's lists of the same links (unique landmarks). */}
          <SideSection heading={t('website.about')} items={SIDE_HELP} current={path} />
          <SideSection heading={t('website.policies')} items={SIDE_POLICIES} current={path} />
        </>
      }
    >
      <SafeHtml html={html} />
      {contact ? (
        <section className="text-section" aria-labelledby="write-to-us">
          <h2 id="write-to-us">{t('website.write')}</h2>
          <address>
            <dl className="contact-list">
              <dt>{t('website.post')}</dt>
              <dd>{contact.address}</dd>
              <dt>{t('contact.email')}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
              <dt>{t('contact.phone')}</dt>
              <dd>
                <a href={telHref(contact.phone)}>{contact.phone}</a>
              </dd>
            </dl>
          </address>
        </section>
      ) : null}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
