import { Link } from 'react-router';
import { ALL_QUARTERS } from '../../../contract/constants.ts';

/**
 * 'Select the quarter': All plus the quarters of the report, each a link that puts the quarter in
 * the address (so it works without JavaScript and can be shared).
 */
export function QuarterTabs({
  quarters,
  selected,
  hrefOf,
}: {
  quarters: readonly string[];
  selected: string;
  hrefOf: (quarter: string) => string;
}) {
  return (
    <nav className="quarter-tabs" aria-labelledby="quarter-tabs-heading">
      <h2 id="quarter-tabs-heading" className="quarter-tabs__heading">
        Select the quarter
      </h2>
      <ul className="choice-links">
        {[ALL_QUARTERS, ...quarters].map((quarter) => (
          <li key={quarter}>
            <Link
              to={hrefOf(quarter)}
              preventScrollReset
              aria-current={quarter === selected ? 'page' : undefined}
            >
              {quarter === ALL_QUARTERS ? 'All' : quarter}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
