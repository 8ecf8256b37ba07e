import { Form, Link } from 'react-router';
import { FILTER_STATUSES, SEARCH_MAX, type ListQuery } from '../../content/item-find.ts';
import { STATUS_WORDS } from './status-tag.tsx';

interface Props {
  query: ListQuery;
  typed: string;
  errors: Record<string, string>;
  kinds: string[];
  years: string[];
  /** "notices": what the search box looks in. */
  many: string;
  /** The list's own address, without its query (else the form would carry the last search). */
  action: string;
}

/**
 * The search box and filters of a list: a GET form, so the found list is an address that works
 * without JavaScript, can be bookmarked, and comes back with the browser's Back.
 */
export function ListFinder({ query, typed, errors, kinds, years, many, action }: Props) {
  const filtered = Boolean(query.q || query.kind || query.year || query.status || query.mine);
  return (
    <Form
      method="get"
      action={action}
      className="list-finder"
      role="search"
      aria-label={`Find ${many}`}
    >
      <div className={`field${errors.q ? ' field-error' : ''}`}>
        <label htmlFor="find-q">Search</label>
        <p className="hint" id="find-q-hint">
          Words of the title, in any order
        </p>
        {errors.q ? (
          <p className="error-message" id="find-q-error">
            {errors.q}
          </p>
        ) : null}
        <input
          id="find-q"
          type="search"
          name="q"
          defaultValue={typed}
          maxLength={SEARCH_MAX * 10}
          aria-describedby={errors.q ? 'find-q-hint find-q-error' : 'find-q-hint'}
          aria-invalid={errors.q ? true : undefined}
        />
      </div>
      <div className="finder-filters">
        {kinds.length > 0 ? (
          <Choice name="kind" label="Kind" value={query.kind} options={kinds.map((k) => [k, k])} />
        ) : null}
        {years.length > 1 ? (
          <Choice name="year" label="Year" value={query.year} options={years.map((y) => [y, y])} />
        ) : null}
        <Choice
          name="status"
          label="Status"
          value={query.status}
          options={FILTER_STATUSES.map((status) => [
            status,
            status === 'scheduled' ? 'Scheduled' : STATUS_WORDS[status],
          ])}
        />
        <label className="finder-mine">
          <input type="checkbox" name="mine" value="1" defaultChecked={query.mine} /> Only what I
          changed last
        </label>
      </div>
      <p className="finder-actions">
        <button type="submit">Find</button>
        {filtered ? <Link to={action}>Show all {many}</Link> : null}
      </p>
    </Form>
  );
}

function Choice(props: { name: string; label: string; value: string; options: string[][] }) {
  const id = `find-${props.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} defaultValue={props.value}>
        <option value="">Any</option>
        {props.options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
