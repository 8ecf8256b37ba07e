import { data, useLocation } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { textsOfMatches, pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/not-found';
import { useTexts } from '../../i18n/use-texts.ts';

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
  const { t } = textsOfMatches(matches);
  return pageMeta(matches, t('notFound.title'), t('notFound.description'));
}

export function ErrorBoundary() {
  const { pathname } = useLocation();
  const { t, rich, label } = useTexts();
  return (
    <ContentPage title={t('notFound.title')} dated={false}>
      <p>
        {rich('notFound.text', {
          address: () => <code className="not-found__address">{pathname}</code>,
        })}
      </p>
      <h2>{t('notFound.suggestions')}</h2>
      <ul className="not-found__links">
        {SUGGESTIONS.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{label(item.label)}</a>
          </li>
        ))}
      </ul>
      <p>{t('notFound.menu')}</p>
    </ContentPage>
  );
}

export default function NotFound() {
  return null;
}
