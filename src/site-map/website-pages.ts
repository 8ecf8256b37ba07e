/**
 * The website's own pages (GIGW 3.0): help, feedback, accessibility, screen readers, the six
 * website policies, and the tour video's transcript. Each is a text of the content folder
 * (texts/site/*, texts/policies/*). routes.ts, the page, the footer and the side list read this.
 * Plain data: routes.ts imports it too.
 */
import type { WebsiteTextName } from '../contract/schemas/site.ts';

export interface WebsitePage {
  /** The page's address, which is also its route's id. */
  path: string;
  label: string;
  text: WebsiteTextName;
}

/** Help and the pages about using the website. */
export const HELP_PAGES = [
  { path: '/help', label: 'Help', text: 'site/help' },
  { path: '/feedback', label: 'Feedback', text: 'site/feedback' },
  {
    path: '/accessibility-statement',
    label: 'Accessibility Statement',
    text: 'site/accessibility-statement',
  },
  {
    path: '/screen-reader-access',
    label: 'Screen Reader Access',
    text: 'site/screen-reader-access',
  },
] as const satisfies readonly WebsitePage[];

/** The website policies GIGW asks for. */
export const POLICY_PAGES = [
  { path: '/website-policies/copyright', label: 'Copyright Policy', text: 'policies/copyright' },
  {
    path: '/website-policies/hyperlinking',
    label: 'Hyperlinking Policy',
    text: 'policies/hyperlinking',
  },
  { path: '/website-policies/privacy', label: 'Privacy Policy', text: 'policies/privacy' },
  {
    path: '/website-policies/terms-and-conditions',
    label: 'Terms & Conditions',
    text: 'policies/terms',
  },
  { path: '/website-policies/disclaimer', label: 'Disclaimer', text: 'policies/disclaimer' },
  {
    path: '/website-policies/content-archival',
    label: 'Content Archival Policy',
    text: 'policies/archival',
  },
] as const satisfies readonly WebsitePage[];

/** The tour video's transcript, linked from the video. */
export const TOUR_TRANSCRIPT = {
  path: '/campus-tour/transcript',
  label: 'Campus tour: transcript',
  text: 'site/tour-transcript',
} as const satisfies WebsitePage;

export const WEBSITE_PAGES: readonly WebsitePage[] = [
  ...HELP_PAGES,
  ...POLICY_PAGES,
  TOUR_TRANSCRIPT,
];

/** The National Portal of India, which GIGW asks every government website to link to. */
export const NATIONAL_PORTAL = {
  label: 'National Portal of India',
  href: 'https://www.india.gov.in/',
};
