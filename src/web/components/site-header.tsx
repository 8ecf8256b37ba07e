import { Link } from 'react-router';
import { MAIN_MENU } from '../lib/menu.ts';
import { DisplayControls } from './display-controls.tsx';
import { MainMenu } from './main-menu.tsx';

export interface CollegeIdentity {
  name: string;
  nameAs: string;
  affiliation: string;
  postalAddress: string;
  phone: string;
  email: string;
  logo: string;
  /** The college's pages on social networks (college.yaml `social`), as the footer links them. */
  social: { label: string; href: string }[];
}

/** Top bar (name, postal address, phone, email), then the main menu, which stays in view. */
export function SiteHeader({ college }: { college: CollegeIdentity }) {
  return (
    <>
      <DisplayControls />
      <header className="site-header" id="top">
        <div className="container site-header__inner">
          <Link to="/" className="brand">
            <img src={college.logo} alt="" width="56" height="56" className="brand__logo" />
            <span className="brand__text">
              <span className="brand__name">{college.name}</span>
              {college.nameAs ? (
                <span className="brand__name-as" lang="as">
                  {college.nameAs}
                </span>
              ) : null}
            </span>
          </Link>
          <address className="site-header__contact">
            <span className="site-header__address">{college.postalAddress}</span>
            <a href={`tel:${college.phone.replace(/[^\d+]/g, '')}`}>{college.phone}</a>
            <a href={`mailto:${college.email}`}>{college.email}</a>
          </address>
        </div>
      </header>
      <MainMenu items={MAIN_MENU} />
    </>
  );
}
