import { QUERY_MAX_LENGTH } from '../lib/catalogue/query.ts';
import '../styles/find.css';
import { useTexts } from '../i18n/use-texts.ts';

/**
 * The site search of every page's header: a plain GET form to /search (works without
 * JavaScript), its field labelled for screen readers and shown as a placeholder-free box.
 */
export function SiteSearchForm({ id = 'site-search' }: { id?: string }) {
  const { t } = useTexts();
  return (
    <form
      method="get"
      action="/search"
      role="search"
      className="site-search"
      aria-label={t('search.box')}
    >
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('search.field')}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        name="q"
        maxLength={QUERY_MAX_LENGTH}
        autoComplete="off"
        className="site-search__field"
      />
      <button type="submit" className="site-search__button">
        {t('search.button')}
      </button>
    </form>
  );
}
