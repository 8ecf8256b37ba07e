import type {
  BreadcrumbList,
  CollegeOrUniversity,
  Event,
  Person,
  PostalAddress,
  WithContext,
} from 'schema-dts';
import type { Crumb } from '../components/breadcrumb.tsx';
import { absoluteUrl } from './canonical.ts';

/**
 * schema.org structured data, written into pages as JSON-LD data blocks
 * (<script type="application/ld+json">, through React Router's meta, which escapes '<'). Data
 * blocks are never executed, so the Content-Security-Policy need not allow them.
 */
export type JsonLd = WithContext<BreadcrumbList | CollegeOrUniversity | Event | Person>;

/** The college as the structured data names it (from the content's college.yaml). */
export interface CollegeFacts {
  name: string;
  postalAddress: string;
  /** Address of the logo (may be relative to the site). */
  logo: string;
  phone?: string;
  email?: string;
  /** The college's pages elsewhere (social links). */
  sameAs?: readonly string[];
}

/**
 * A postal address written as one line, '…, Dist. Nalbari, Assam 781399': the last part gives the
 * state and the six-digit PIN code when it has that shape; the rest stays the street address.
 */
export function postalAddress(text: string): PostalAddress {
  const match = /^(.*?),\s*([^,]*?[A-Za-z][^,]*?)\s+(\d{6})\s*$/.exec(text.trim());
  return {
    '@type': 'PostalAddress',
    streetAddress: match ? match[1] : text,
    ...(match ? { addressRegion: match[2], postalCode: match[3] } : {}),
    addressCountry: 'IN',
  };
}

/** The college itself: name, address, url, logo (home page; organizer of events; employer). */
export function collegeOrUniversity(
  origin: string,
  college: CollegeFacts,
): WithContext<CollegeOrUniversity> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    '@id': `${absoluteUrl(origin, '/')}#college`,
    name: college.name,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, college.logo),
    address: postalAddress(college.postalAddress),
    ...(college.phone ? { telephone: college.phone } : {}),
    ...(college.email ? { email: college.email } : {}),
    ...(college.sameAs?.length ? { sameAs: [...college.sameAs] } : {}),
  };
}

/** A reference to the college inside another item (an event's organizer, a person's employer). */
function collegeRef(origin: string, name: string): CollegeOrUniversity {
  return {
    '@type': 'CollegeOrUniversity',
    '@id': `${absoluteUrl(origin, '/')}#college`,
    name,
    url: absoluteUrl(origin, '/'),
  };
}

/** 'Home > Notifications > Academic > Title': every level but the last with its address. */
export function breadcrumbList(
  origin: string,
  crumbs: readonly Crumb[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      ...(crumb.href ? { item: absoluteUrl(origin, crumb.href) } : {}),
    })),
  };
}

export interface EventFacts {
  name: string;
  /** YYYY-MM-DD: the day the event takes place (the notice's date). */
  startDate: string;
  description?: string;
  /** The event's own page (a path of the site). */
  url: string;
  college: CollegeFacts;
}

/** An event of the college, held at the college (its own page). */
export function eventData(origin: string, event: EventFacts): WithContext<Event> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    startDate: event.startDate,
    endDate: event.startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.college.name,
      address: postalAddress(event.college.postalAddress),
    },
    organizer: collegeRef(origin, event.college.name),
    url: absoluteUrl(origin, event.url),
    ...(event.description ? { description: event.description } : {}),
  };
}

export interface PersonFacts {
  name: string;
  jobTitle: string;
  /** The profile page (a path of the site, with its query). */
  url: string;
  department: string;
  collegeName: string;
  email?: string;
  knowsAbout?: string;
  image?: string;
}

/** A member of the faculty, on their profile page. */
export function personData(origin: string, person: PersonFacts): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    jobTitle: person.jobTitle,
    worksFor: collegeRef(origin, person.collegeName),
    ...(person.department
      ? { affiliation: { '@type': 'Organization', name: person.department } }
      : {}),
    url: absoluteUrl(origin, person.url),
    ...(person.email ? { email: person.email } : {}),
    ...(person.knowsAbout ? { knowsAbout: person.knowsAbout } : {}),
    ...(person.image ? { image: absoluteUrl(origin, person.image) } : {}),
  };
}
