import { data, useParams } from 'react-router';
import { textsOfMatches } from '../../lib/meta.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { departmentMeta } from '../../lib/department/meta.ts';
import { departmentPath } from '../../../site-map/department-pages.ts';
import type { Route } from './+types/not-found';
import { useTexts } from '../../i18n/use-texts.ts';

/** An unknown page under a known department: 404 inside the department's shell. */
export function loader() {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return departmentMeta(
    { matches },
    textsOfMatches(matches).t('notFound.title'),
    textsOfMatches(matches).t('notFound.description'),
  );
}

export function ErrorBoundary() {
  const { deptCode = '' } = useParams();
  const { t, rich } = useTexts();
  return (
    <ContentPage title={t('notFound.title')} dated={false}>
      <p>{t('error.mistyped')}</p>
      <p>
        {rich('department.notFoundLinks', {
          home: (chunks) => <a href={departmentPath(deptCode)}>{chunks}</a>,
          all: (chunks) => <a href="/departments">{chunks}</a>,
        })}
      </p>
    </ContentPage>
  );
}

export default function NotFound() {
  return null;
}
