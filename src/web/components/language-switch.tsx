import { useLocation } from 'react-router';
import { pathIn } from '../i18n/language.ts';
import { useTexts } from '../i18n/use-texts.ts';

/**
 * The same page in the other language (decision 057): a plain link, so it works without
 * JavaScript, that keeps the page and its query. Named in its own language, and marked with
 * hreflang, which also keeps an Assamese page's link rewriting off it (i18n/localize-links.ts).
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const { t, language } = useTexts();
  const other = language === 'as' ? 'en' : 'as';
  return (
    <p className="language-switch">
      <a
        href={pathIn(other, pathname + search)}
        hrefLang={other}
        lang={other}
        data-language-switch=""
      >
        {t('controls.otherLanguage')}
      </a>
    </p>
  );
}
