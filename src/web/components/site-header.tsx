import type { ResponsiveImage } from '../lib/images.ts';
import { MAIN_MENU } from '../lib/menu.ts';
import { ContentImage } from './content-image.tsx';
import { DisplayControls } from './display-controls.tsx';
import { MainMenu } from './main-menu.tsx';
import { SiteSearchForm } from './site-search-form.tsx';
import { useTexts } from '../i18n/use-texts.ts';
import { ContentText, namePair } from './content-text.tsx';

export interface CollegeIdentity {
  name: string;
  nameAs: string;
  affiliation: string;
  /** The affiliation and address in Assamese ('' when the content gives none). */
  affiliationAs: string;
  postalAddress: string;
  postalAddressAs: string;
  phone: string;
  email: string;
  logo: ResponsiveImage;
  /** The college's pages on social networks (college.yaml `social`), as the footer links them. */
  social: { label: string; href: string }[];
}

/** The logo's box in the header, in CSS pixels; on a phone (below 48rem) it is 40 (layout.css). */
const LOGO_PX = 56;
const PHONE_LOGO_PX = 40;

/**
 * Top bar (name, postal address, phone, email, search), then the main menu, which stays in view.
 * On a phone the header is the name alone: the address, phone and email are the footer's and
 * the contact page's, and the search sits in the menu bar (decision 095).
 */
export function SiteHeader({ college }: { college: CollegeIdentity }) {
  const { language } = useTexts();
  const names = namePair(language, college.name, college.nameAs);
  return (
    <>
      <DisplayControls />
      <header className="site-header" id="top">
        <div className="container site-header__inner">
          <a href="/" className="brand">
            <ContentImage
              image={college.logo}
              alt=""
              sizes={`(max-width: 47.99rem) ${PHONE_LOGO_PX}px, ${LOGO_PX}px`}
              width={LOGO_PX}
              height={LOGO_PX}
              loading="eager"
              className="brand__logo"
            />
            <span className="brand__text" data-content="">
              <span className="brand__name">{names.first}</span>
              {names.second ? (
                <span className="brand__name-as" lang={names.second.lang}>
                  {names.second.text}
                </span>
              ) : null}
            </span>
          </a>
          <address className="site-header__contact" data-content="">
            <span className="site-header__address">
              <ContentText en={college.postalAddress} as={college.postalAddressAs} />
            </span>
            <a href={`tel:${college.phone.replace(/[^\d+]/g, '')}`}>{college.phone}</a>
            <a href={`mailto:${college.email}`}>{college.email}</a>
          </address>
          <div className="site-header__search">
            <SiteSearchForm />
          </div>
        </div>
      </header>
      <MainMenu items={MAIN_MENU} />
    </>
  );
}
