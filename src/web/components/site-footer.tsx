import { Link } from 'react-router';
import { telHref } from '../lib/administration.ts';
import { EXTERNAL_LINK } from '../lib/external-link.ts';
import { HELP_PAGES, NATIONAL_PORTAL, POLICY_PAGES } from '../lib/website-pages.ts';
import type { CollegeIdentity } from './site-header.tsx';

export const SUBSCRIBED_KEY = 'college.subscribed';

const LINKS = [
  { label: 'About the College', href: '/aboutus/about' },
  { label: 'Departments', href: '/departments' },
  { label: 'Notifications', href: '/notifications/administrative' },
  { label: 'Events', href: '/events' },
  { label: 'IQAC', href: '/iqac/strategies' },
  { label: 'NIRF', href: '/nirf' },
  { label: 'RTI', href: '/rti/home' },
  { label: 'Alumni', href: '/alumni/association' },
  { label: 'Important Information', href: '/importantfile' },
  { label: 'Contact Us', href: '/contactus' },
];

/**
 * The footer: the college's addresses and social pages, useful links, the website's own pages
 * and policies (GIGW) with the National Portal of India, and Subscribe Now, which only sets a
 * flag in this browser (SPEC §1: the resulting action is not shown).
 */
export function SiteFooter({ college, year }: { college: CollegeIdentity; year: number }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-college">
          <h2 id="footer-college" className="site-footer__heading">
            {college.name}
          </h2>
          <p>{college.postalAddress}</p>
          <p>
            <a href={telHref(college.phone)}>{college.phone}</a>
            <br />
            <a href={`mailto:${college.email}`}>{college.email}</a>
          </p>
          {college.social.length ? (
            <ul className="site-footer__social" aria-label="The college on social media">
              {college.social.map((link) => (
                <li key={link.href}>
                  <a href={link.href} {...EXTERNAL_LINK}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            Useful links
          </h2>
          <ul className="site-footer__links">
            {LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-website">
          <h2 id="footer-website" className="site-footer__heading">
            This website
          </h2>
          <ul className="site-footer__list">
            {HELP_PAGES.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.label}</Link>
              </li>
            ))}
            <li>
              <a href={NATIONAL_PORTAL.href} {...EXTERNAL_LINK}>
                {NATIONAL_PORTAL.label}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="site-footer__heading">
            Website policies
          </h2>
          <ul className="site-footer__list">
            {POLICY_PAGES.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p className="site-footer__legal">
          © {year} {college.name}
          {college.affiliation ? ` · Affiliated to ${college.affiliation}` : ''}
        </p>
        <section aria-labelledby="footer-updates" className="site-footer__updates">
          <h2 id="footer-updates" className="visually-hidden">
            Stay updated
          </h2>
          <button
            type="button"
            className="button"
            onClick={() => localStorage.setItem(SUBSCRIBED_KEY, '1')}
          >
            Subscribe Now
          </button>
        </section>
      </div>
    </footer>
  );
}
