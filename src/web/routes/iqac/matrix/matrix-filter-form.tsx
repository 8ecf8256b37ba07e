import {
  MATRIX_PATH,
  matrixHref,
  type MatrixLevelState,
} from '../../../../site-map/matrix-address.ts';
import { QUERY_VALUE_MAX_LENGTH } from './matrix-query.ts';
import { useTexts } from '../../../i18n/use-texts.ts';

/**
 * The filter of a level's table (SPEC §5). A GET form: the browser loads the address with ?q=…,
 * or with JavaScript the view changes without a reload (src/web/enhance/in-page.ts). The level
 * travels in hidden inputs; Reset is a link to the same level without q.
 */
export function MatrixFilterForm({
  state,
  q,
  noun,
  hint,
}: {
  state: MatrixLevelState;
  q: string;
  noun: string;
  hint: string;
}) {
  const hidden = {
    group: state.group,
    type: state.type,
    criterion: state.criterion,
    sr: state.criterion === undefined ? undefined : state.sr,
  };
  const { t } = useTexts();
  return (
    <form
      method="get"
      action={MATRIX_PATH}
      className="matrix-filter"
      role="search"
      // Named, so that it stands apart from the header's site search ("Site").
      aria-label={t('matrix.filterName')}
    >
      {Object.entries(hidden).map(([name, value]) =>
        value === undefined ? null : (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ),
      )}
      <label htmlFor="matrix-filter-q">{t('matrix.filter', { noun })}</label>
      <p id="matrix-filter-hint" className="matrix-filter__hint">
        {hint}
      </p>
      <div className="matrix-filter__controls">
        <input
          id="matrix-filter-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={QUERY_VALUE_MAX_LENGTH}
          aria-describedby="matrix-filter-hint"
        />
        <button type="submit" className="button">
          {t('search.button')}
        </button>
        <a href={matrixHref(state)} className="button button--quiet">
          {t('matrix.reset')}
        </a>
      </div>
    </form>
  );
}
