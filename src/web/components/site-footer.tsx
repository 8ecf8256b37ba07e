import { telHref } from '../lib/administration.ts';
import { EXTERNAL_LINK } from '../lib/external-link.ts';
import { HELP_PAGES, NATIONAL_PORTAL, POLICY_PAGES } from '../../site-map/website-pages.ts';
import type { CollegeIdentity } from './site-header.tsx';
import { useTexts } from '../i18n/use-texts.ts';
import { FOOTER_LINKS } from '../lib/menu.ts';
import { ContentText } from './content-text.tsx';

export const SUBSCRIBED_KEY = 'college.subscribed';

/**
 * The footer: the college's addresses and social pages, useful links, the website's own pages
 * and policies (GIGW) with the National Portal of India, and Subscribe Now, which only sets a
 * flag in this browser (SPEC §1: the resulting action is not shown).
 */
export function SiteFooter({ college, year }: { college: CollegeIdentity; year: number }) {
  const { t, rich, label, language, year: yearOf } = useTexts();
  const name = <ContentText en={college.name} as={college.nameAs} />;
  const labelled = (pages: readonly { label: string; path: string }[]) =>
    pages.map((page) => ({ label: label(page.label), href: page.path }));
  return (
    <footer id="site-footer" className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-college" data-content="">
          <h2 id="footer-college" className="site-footer__heading">
            {name}
          </h2>
          <p>
            <ContentText en={college.postalAddress} as={college.postalAddressAs} />
          </p>
          <p>
            <a href={telHref(college.phone)}>{college.phone}</a>
            <br />
            <a href={`mailto:${college.email}`}>{college.email}</a>
          </p>
          {college.social.length ? (
            <ul className="site-footer__social" aria-label={t('footer.social')}>
              {college.social.map((link) => (
                <li key={link.href}>
                  {/* The networks' own names, as they write them. */}
                  <a
                    href={link.href}
                    {...EXTERNAL_LINK}
                    lang={language === 'as' ? 'en' : undefined}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <FooterLinks
          id="footer-links"
          heading={t('footer.usefulLinks')}
          links={FOOTER_LINKS.map((link) => ({ ...link, label: label(link.label) }))}
          columns
        />
        <FooterLinks
          id="footer-website"
          heading={t('footer.website')}
          links={labelled(HELP_PAGES)}
          external={{ ...NATIONAL_PORTAL, label: label(NATIONAL_PORTAL.label) }}
        />
        <FooterLinks
          id="footer-policies"
          heading={t('footer.policies')}
          links={labelled(POLICY_PAGES)}
        />
      </div>
      <div className="container site-footer__bottom">
        <p className="site-footer__legal">
          © {yearOf(year)} <span data-content="">{name}</span>
          {college.affiliation ? (
            <>
              {' · '}
              {rich('frame.affiliated', {
                affiliation: (
                  <span data-content="">
                    <ContentText en={college.affiliation} as={college.affiliationAs} />
                  </span>
                ),
              })}
            </>
          ) : null}
        </p>
        <section aria-labelledby="footer-updates" className="site-footer__updates">
          <h2 id="footer-updates" className="visually-hidden">
            {t('footer.updates')}
          </h2>
          {/* Leads to the follow choice (decision 101), which works as feeds without
              JavaScript; the click still sets SPEC's flag. */}
          <a
            href="/subscribe"
            className="button"
            data-enhance="subscribe"
            data-key={SUBSCRIBED_KEY}
          >
            {t('footer.subscribe')}
          </a>
        </section>
      </div>
    </footer>
  );
}

/** A headed list of links of the footer, with a link to another site at its end if given. */
function FooterLinks({
  id,
  heading,
  links,
  external,
  columns = false,
}: {
  id: string;
  heading: string;
  links: readonly { label: string; href: string }[];
  external?: { label: string; href: string };
  /** Two columns where there is room. */
  columns?: boolean;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      <ul className={columns ? 'site-footer__links' : 'site-footer__list'}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
        {external ? (
          <li>
            <a href={external.href} {...EXTERNAL_LINK}>
              {external.label}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
