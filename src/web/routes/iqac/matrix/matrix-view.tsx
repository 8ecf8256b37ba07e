import { useLocation } from 'react-router';
import { routeQuery } from '../../../lib/route-query.ts';
import { Breadcrumb } from '../../../components/breadcrumb.tsx';
import { MatrixFilterForm } from './matrix-filter-form.tsx';
import { MATRIX_PARAMS, readMatrixQuery } from './matrix-query.ts';
import { MatrixTable, filterLevel } from './matrix-tables.tsx';
import type { MatrixChoice, MatrixView } from './matrix.server.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { langOf } from '../../../components/content-text.tsx';

/**
 * The NAAC metrics view (SPEC §4): group and metric type switches, a breadcrumb of the levels,
 * and the table of the level shown with its filter. Everything it shows comes from the address;
 * with JavaScript its links and filter change the view without a reload (data-in-page,
 * src/web/enhance/in-page.ts).
 */
export function MatrixPage({ view }: { view: MatrixView }) {
  const { q } = readMatrixQuery(routeQuery(useLocation(), MATRIX_PARAMS));
  const { level, state } = view;
  const { t, language } = useTexts();
  return (
    <div className="matrix" data-in-page="">
      <Switch id="matrix-groups" named label={t('matrix.group')} choices={view.groups} />
      <Switch id="matrix-types" label={t('matrix.type')} choices={view.types} />
      {view.problems.length > 0 ? (
        <div className="matrix__problems" role="note">
          {view.problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      {view.empty ? <p className="empty-state">{view.empty}</p> : null}
      {level && state ? (
        <section
          className={`matrix__level matrix__level--depth-${level.depth}`}
          aria-labelledby="matrix-level-heading"
        >
          <Breadcrumb items={view.crumbs} label={t('matrix.levels')} />
          {/* After a new level, focus comes here (src/web/enhance/in-page.ts). */}
          {/* A criterion's level is headed by its own name, the content's words. */}
          <h2
            id="matrix-level-heading"
            data-route-focus=""
            {...(level.depth === 2
              ? { 'data-content': '', lang: langOf(language, level.heading) }
              : {})}
          >
            {level.heading}
          </h2>
          {level.question ? (
            <p className="matrix__question" data-content="" lang={langOf(language, level.question)}>
              {level.question}
            </p>
          ) : null}
          {level.rows.length === 0 ? (
            <p className="empty-state">{level.empty}</p>
          ) : (
            <FilteredTable level={level} q={q} state={state} />
          )}
        </section>
      ) : null}
    </div>
  );
}

function FilteredTable({
  level,
  q,
  state,
}: {
  level: NonNullable<MatrixView['level']>;
  q: string;
  state: NonNullable<MatrixView['state']>;
}) {
  const filtered = filterLevel(level, q);
  const shown = filtered.rows.length;
  const { t } = useTexts();
  return (
    <>
      <MatrixFilterForm state={state} q={q} noun={level.noun} hint={level.filterHint} />
      <p role="status" className="matrix__summary">
        {q
          ? t(shown > 0 ? 'matrix.shownMarked' : 'matrix.shown', {
              shown,
              total: level.rows.length,
              noun: level.noun,
              q,
            })
          : ''}
      </p>
      <MatrixTable level={filtered} q={q} />
    </>
  );
}

/** Links that switch the group or the metric type; each goes back to the criteria. */
function Switch({
  id,
  label,
  choices,
  named = false,
}: {
  id: string;
  label: string;
  choices: MatrixChoice[];
  /** The choices are the content's own names (the NAAC groups), not the loader's texts. */
  named?: boolean;
}) {
  const { language } = useTexts();
  if (choices.length === 0) return null;
  return (
    <nav className="matrix-switch" aria-labelledby={id}>
      <p id={id} className="matrix-switch__label">
        {label}
      </p>
      <ul className="choice-links" {...(named ? { 'data-content': '' } : {})}>
        {choices.map((choice) => (
          <li key={choice.href}>
            <a
              href={choice.href}
              aria-current={choice.current ? 'true' : undefined}
              lang={named ? langOf(language, choice.label) : undefined}
            >
              {choice.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
