import { ContentPage } from '../../components/content-page.tsx';
import { MapEmbed } from '../../components/map-embed.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { telHref } from '../../lib/administration.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import { textsAt } from '../../i18n/intl.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import { lastUpdated, loadText } from '../../lib/texts.server.ts';
import type { Route } from './+types/contact-us';
import '../../styles/pages.css';
import { useTexts } from '../../i18n/use-texts.ts';
import { ContentText, textIn, useEnglishContent } from '../../components/content-text.tsx';

/**
 * /contactus: how to reach the college: its addresses from college.yaml and its office hours and
 * directions (texts/site/contact.md), beside a map that loads when asked for.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = textsAt(new URL(request.url).pathname);
  const [college, hours] = await Promise.all([
    context.site.college(),
    loadText(context, 'site/contact', t('loader.contact.hoursTitle')),
  ]);
  return {
    name: college.name,
    nameAs: college.name_as,
    address: college.postal_address,
    addressAs: college.postal_address_as,
    email: college.email,
    phone: college.phone,
    website: college.website,
    map: {
      title: college.map.title,
      titleAs: college.map.title_as,
      embedUrl: college.map.embed_url,
      link: college.map.link,
    },
    hours,
    updated: lastUpdated([hours.updated]),
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return pageMeta(matches, 'Contact Us', textsOfMatches(matches).t('meta.contact'));
}

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { name, nameAs, address, addressAs, email, phone, website, map, hours, updated } =
    loaderData;
  const { t, language } = useTexts();
  return (
    <ContentPage title={t('contact.title')} updated={updated}>
      <div className="contact-grid">
        <div className="contact-grid__details">
          <section className="text-section" aria-labelledby="contact-address">
            <h2 id="contact-address">{t('contact.address')}</h2>
            <address>
              <p className="contact-name" data-content="">
                <ContentText en={name} as={nameAs} />
              </p>
              <dl className="contact-list">
                <dt>{t('contact.postal')}</dt>
                <dd data-content="">
                  <ContentText en={address} as={addressAs} />
                </dd>
                <dt>{t('contact.email')}</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
                <dt>{t('contact.phone')}</dt>
                <dd>
                  <a href={telHref(phone)}>{phone}</a>
                </dd>
                <dt>{t('contact.website')}</dt>
                {/* An address of the web, written as it is typed. */}
                <dd data-content="" lang={useEnglishContent()}>
                  <a href={website}>{website.replace(/^https?:\/\//, '').replace(/\/$/, '')}</a>
                </dd>
              </dl>
            </address>
          </section>
          {/* Named by the content's title of its text (the catalogue's when it gives none). */}
          <section
            className="text-section contact-hours"
            aria-label={textIn(language, hours.title, hours.titleAs)}
            data-content=""
          >
            <SafeHtml html={hours.html} />
          </section>
        </div>
        <section className="text-section" aria-labelledby="contact-location">
          <h2 id="contact-location">{t('contact.location')}</h2>
          <MapEmbed map={map} place={textIn(language, address, addressAs)} />
        </section>
      </div>
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
