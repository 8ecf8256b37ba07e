import { data } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/not-found';

export function loader() {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'Page not found', 'The page you asked for is not on this site.');
}

export function ErrorBoundary() {
  return (
    <ContentPage title="Page not found">
      <p>The address may be mistyped, or the page has moved.</p>
      <p>
        <a href="/">Go to the home page</a> or use the menu above.
      </p>
    </ContentPage>
  );
}

export default function NotFound() {
  return null;
}
