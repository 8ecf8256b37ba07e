import { isRouteErrorResponse, useLocation } from 'react-router';
import { errorText } from '../lib/error-meta.ts';
import { useTexts } from '../i18n/use-texts.ts';

/**
 * What a page shows when its data could not be loaded: a clear message in the page and a way to
 * try again, instead of the old client's endless 'Loading'.
 */
export function RouteError({ error }: { error: unknown }) {
  const location = useLocation();
  const texts = useTexts();
  const { t, rich } = texts;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const again = () => <a href={location.pathname + location.search}>{t('error.tryAgain')}</a>;
  return (
    <div className="container content-page" role="alert">
      <h1 className="page-title">{errorText(error, texts).title}</h1>
      {status === 404 ? (
        <p>{t('error.mistyped')}</p>
      ) : status === 503 ? (
        <p>{rich('error.unavailable', { again })}</p>
      ) : (
        <p>{rich('error.failed', { again })}</p>
      )}
      <p>
        <a href="/">{t('error.home')}</a>
      </p>
    </div>
  );
}
