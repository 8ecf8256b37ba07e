import type { CollegeIdentity } from '../components/site-header.tsx';
import type { WebContext } from '../load-context.ts';
import { loadImages } from './images.server.ts';

/** How the networks of college.yaml's `social` are named; any other key is shown capitalised. */
const SOCIAL_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};

/**
 * The college's identity as the headers and footers show it, from the content folder: the college
 * layout and the department shell both use it.
 */
export async function collegeIdentity(context: WebContext): Promise<CollegeIdentity> {
  const college = await context.site.college();
  const images = await loadImages(context, [college.logo]);
  return {
    name: college.name,
    nameAs: college.name_as,
    affiliation: college.affiliation,
    affiliationAs: college.affiliation_as,
    postalAddress: college.postal_address,
    postalAddressAs: college.postal_address_as,
    phone: college.phone,
    email: college.email,
    logo: images(college.logo),
    social: Object.entries(college.social).map(([network, href]) => ({
      label: SOCIAL_LABELS[network] ?? network.charAt(0).toUpperCase() + network.slice(1),
      href,
    })),
  };
}
