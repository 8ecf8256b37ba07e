import {
  ABOUT_LINKS,
  ADMINISTRATION_LINKS,
  ALUMNI_LINKS,
  FACILITY_LINKS,
  IQAC_LINKS,
  NOTIFICATION_LINKS,
  RTI_LINKS,
  STUDENT_LINKS,
  type SectionLink,
} from '../../site-map/sections.ts';

export interface MenuItem {
  label: string;
  href: string;
  children?: { label: string; href: string }[];
}

const under = (base: string, links: readonly SectionLink[]) =>
  links.map(({ link, label }) => ({ label, href: `${base}/${link}` }));

/** The main menu of the college layout: every section of SPEC §2 is reachable from it. */
export const MAIN_MENU: MenuItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'About Us',
    href: '/aboutus/about',
    children: [
      ...under('/aboutus', ABOUT_LINKS),
      { label: 'The Emblem', href: '/emblem' },
      { label: 'Organogram', href: '/organo' },
      { label: 'Contact Us', href: '/contactus' },
    ],
  },
  {
    label: 'Administration',
    href: '/administrations/principal',
    children: under('/administrations', ADMINISTRATION_LINKS),
  },
  {
    label: 'Academics',
    href: '/departments',
    children: [
      { label: 'Arts Departments', href: '/departments?stream=ARTS' },
      { label: 'Science Departments', href: '/departments?stream=SCIENCE' },
      { label: 'Research', href: '/research' },
      { label: 'Events', href: '/events' },
      { label: 'Committees', href: '/committees' },
    ],
  },
  {
    label: 'Students',
    href: '/students/notification',
    children: under('/students', STUDENT_LINKS),
  },
  {
    label: 'Notifications',
    href: '/notifications/administrative',
    children: under('/notifications', NOTIFICATION_LINKS),
  },
  { label: 'Facilities', href: '/facility/library', children: under('/facility', FACILITY_LINKS) },
  { label: 'IQAC', href: '/iqac/strategies', children: under('/iqac', IQAC_LINKS) },
  {
    label: 'More',
    href: '/importantfile',
    children: [
      { label: 'Important Information', href: '/importantfile' },
      { label: 'NIRF', href: '/nirf' },
      ...under('/rti', RTI_LINKS),
      ...under('/alumni', ALUMNI_LINKS),
    ],
  },
];

/** The footer's useful links. */
export const FOOTER_LINKS = [
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
