import { type RouteConfigEntry, index, route } from '@react-router/dev/routes';
import { WEBSITE_PAGES } from '../../../site-map/website-pages.ts';

const websitePage = 'routes/college/website-page.tsx';

/** The lists whose notices and events have pages of their own at {list}/{year}/{id}. */
const ITEM_LISTS = [
  'notifications/:link',
  'events',
  'students/:link',
  'facility/:link',
  'iqac/:link',
  'nirf',
];

/** College-level pages of SPEC §2 (issue 3). */
export const collegeRoutes: { standalone: RouteConfigEntry[]; inLayout: RouteConfigEntry[] } = {
  // Outside the college layout: the launch page of the separate website (SPEC §1).
  standalone: [route('launch', 'routes/college/launch.tsx')],
  inLayout: [
    index('routes/college/home.tsx'),
    route('aboutus/:link', 'routes/college/about.tsx'),
    route('notifications/:link/:year?', 'routes/college/notifications.tsx'),
    route('events', 'routes/college/events.tsx'),
    route('administrations/principal', 'routes/college/principal.tsx'),
    route('administrations/gb', 'routes/college/governing-body.tsx'),
    route('administrations/officestaff', 'routes/college/office-staff.tsx'),
    route('departments/:stream?', 'routes/college/departments.tsx'),
    route('students/:link', 'routes/college/students.tsx'),
    route('facility/:link', 'routes/college/facility.tsx'),
    route('rti/:link', 'routes/college/rti.tsx'),
    route('alumni/:link', 'routes/college/alumni.tsx'),
    route('committees', 'routes/college/committees.tsx'),
    route('nirf', 'routes/college/nirf.tsx'),
    route('contactus', 'routes/college/contact-us.tsx'),
    route('importantfile', 'routes/college/important-files.tsx'),
    route('emblem', 'routes/college/emblem.tsx'),
    route('organo', 'routes/college/organogram.tsx'),
    ...ITEM_LISTS.map((list) =>
      route(`${list}/:year/:id`, 'routes/college/notice-item.tsx', {
        id: `routes/college/notice-item#${list}`,
      }),
    ),
    route('search', 'routes/college/search.tsx'),
    // Decision 101: the offline page the service worker keeps, and the follow choice.
    route('offline', 'routes/college/offline.tsx'),
    route('subscribe', 'routes/college/subscribe.tsx'),
    route('sitemap', 'routes/college/sitemap.tsx'),
    // The website's own pages (GIGW), one module; each route needs its own id.
    ...WEBSITE_PAGES.map((page) => route(page.path.slice(1), websitePage, { id: page.path })),
  ],
};
