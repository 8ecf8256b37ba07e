import { useTexts } from '../i18n/use-texts.ts';
/**
 * On every page of a site serving demo content (college.yaml `demo: true`): nobody should take
 * the fictional college for a real one. A landmark of its own, so it is found and not missed.
 */
export function DemoNotice() {
  const { t } = useTexts();
  return (
    <aside className="demo-notice" aria-label={t('frame.demoLabel')}>
      <p>
        <strong>{t('frame.demoTitle')}</strong> {t('frame.demoText')}
      </p>
    </aside>
  );
}
