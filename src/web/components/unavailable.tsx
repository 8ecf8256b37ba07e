import { useTexts } from '../i18n/use-texts.ts';
import type { MessageKey } from '../i18n/intl.ts';
/**
 * Said in place of a part of a page whose data could not be loaded, so the rest of the page still
 * serves (the old client stayed on 'Loading').
 */
export function Unavailable({ what }: { what: MessageKey }) {
  const { t } = useTexts();
  return <p className="panel-message">{t('frame.unavailable', { what: t(what) })}</p>;
}
