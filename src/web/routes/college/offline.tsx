import { ContentPage } from '../../components/content-page.tsx';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import type { Route } from './+types/offline';
import { useTexts } from '../../i18n/use-texts.ts';

/**
 * /offline and /as/offline: what the service worker shows for a page it has not kept when the
 * network fails (decision 101). The worker keeps this page when it installs and writes the pages
 * kept on the device into its list (src/web/enhance/worker/html-parts.ts, by the list's id).
 * Asked for online, the page says what it is for.
 */
export function meta({ matches }: Route.MetaArgs) {
  const { t } = textsOfMatches(matches);
  return pageMeta(matches, t('offline.title'), t('offline.description'), {
    extra: [{ name: 'robots', content: 'noindex' }],
  });
}

export default function Offline() {
  const { t } = useTexts();
  return (
    <ContentPage title={t('offline.title')} dated={false}>
      <p>{t('offline.text')}</p>
      <h2>{t('offline.saved')}</h2>
      <ul id="saved-pages">
        <li>{t('offline.none')}</li>
      </ul>
      <p>
        <a href="/website-policies/privacy">{t('offline.privacy')}</a>
      </p>
    </ContentPage>
  );
}
