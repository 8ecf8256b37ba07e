import { ADMINISTRATION_LINKS } from '../../site-map/sections.ts';

/** The side list of the administration pages. */
export const ADMINISTRATION_SIDE_LIST = ADMINISTRATION_LINKS.map(({ link, label }) => ({
  label,
  href: `/administrations/${link}`,
}));

/** A phone number as a tel: address (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
