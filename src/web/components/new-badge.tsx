import { useTexts } from '../i18n/use-texts.ts';
/** The blinking "new" mark of notices flagged diff; steady under reduced motion (CSS). */
export function NewBadge() {
  const { t } = useTexts();
  return <span className="new-badge">{t('frame.new')}</span>;
}
