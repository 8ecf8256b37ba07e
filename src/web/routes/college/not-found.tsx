import { data, useLocation } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/not-found';

/** Where a visitor who followed a broken link most likely wanted to go. */
const SUGGESTIONS = [
  { label: 'Home', href: '/' },
  { label: 'About the College', href: '/aboutus/about' },
  { label: 'Notifications', href: '/notifications/administrative' },
  { label: 'Student Notification', href: '/students/notification' },
  { label: 'Departments', href: '/departments' },
  { label: 'Events', href: '/events' },
  { label: 'Important Information', href: '/importantfile' },
  { label: 'Contact Us', href: '/contactus' },
] as const;

/** Any address no route claims: answered with status 404, inside the college layout. */
export function loader() {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'Page not found', 'The page you asked for is not on this site.');
}

export function ErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ContentPage title="Page not found" dated={false}>
      <p>
        There is no page at <code className="not-found__address">{pathname}</code> on this site. The
        address may be mistyped, or the page may have moved when the site was renewed.
      </p>
      <h2>You may be looking for</h2>
      <ul className="not-found__links">
        {SUGGESTIONS.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
      </ul>
      <p>Every section of the site is also in the menu at the top of this page.</p>
    </ContentPage>
  );
}

export default function NotFound() {
  return null;
}
