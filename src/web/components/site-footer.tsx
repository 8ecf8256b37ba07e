import { Link } from 'react-router';
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
  { label: 'Site Map', href: '/sitemap' },
];

/**
 * The footer. Subscribe Now only sets a flag in this browser (SPEC §1: the resulting action is
 * not shown).
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
            <a href={`tel:${college.phone.replace(/[^\d+]/g, '')}`}>{college.phone}</a>
            <br />
            <a href={`mailto:${college.email}`}>{college.email}</a>
          </p>
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
        <section aria-labelledby="footer-updates">
          <h2 id="footer-updates" className="site-footer__heading">
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
      <p className="container site-footer__legal">
        © {year} {college.name}
        {college.affiliation ? ` · Affiliated to ${college.affiliation}` : ''}
      </p>
    </footer>
  );
}
