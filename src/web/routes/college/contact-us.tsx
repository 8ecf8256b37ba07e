import { ContentPage } from '../../components/content-page.tsx';
import { MapEmbed } from '../../components/map-embed.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { telHref } from '../../lib/administration.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/contact-us';
import '../../styles/pages.css';

/** /contactus: how to reach the college, from college.yaml. */
export async function loader({ context }: Route.LoaderArgs) {
  const college = await context.site.college();
  return {
    name: college.name,
    address: college.postal_address,
    email: college.email,
    phone: college.phone,
    website: college.website,
    map: { title: college.map.title, embedUrl: college.map.embed_url, link: college.map.link },
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return pageMeta(
    matches,
    'Contact Us',
    'The postal address, email, phone and website of the college, and where it is on the map.',
  );
}

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { name, address, email, phone, website, map } = loaderData;
  return (
    <ContentPage title="Contact Us">
      <div className="contact-grid">
        <section className="text-section">
          <h2>Address</h2>
          <address>
            <p className="contact-name">{name}</p>
            <dl className="contact-list">
              <dt>Postal address</dt>
              <dd>{address}</dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(phone)}>{phone}</a>
              </dd>
              <dt>Website</dt>
              <dd>
                <a href={website}>{website.replace(/^https?:\/\//, '').replace(/\/$/, '')}</a>
              </dd>
            </dl>
          </address>
        </section>
        <section className="text-section">
          <h2>Location</h2>
          <MapEmbed map={map} />
        </section>
      </div>
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
