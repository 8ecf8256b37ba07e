import { data, useParams } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { departmentMeta } from '../../lib/department/meta.ts';
import { departmentPath } from '../../lib/department/pages.ts';
import type { Route } from './+types/not-found';

/** An unknown page under a known department: 404 inside the department's shell. */
export function loader() {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return departmentMeta(
    { matches },
    'Page not found',
    'The page you asked for is not on this site.',
  );
}

export function ErrorBoundary() {
  const { deptCode = '' } = useParams();
  return (
    <ContentPage title="Page not found" dated={false}>
      <p>The address may be mistyped, or the page has moved.</p>
      <p>
        <a href={departmentPath(deptCode)}>Go to the department&apos;s home page</a> or{' '}
        <a href="/departments">see all departments</a>.
      </p>
    </ContentPage>
  );
}

export default function NotFound() {
  return null;
}
