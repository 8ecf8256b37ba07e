import { ALL_QUARTERS } from '../../../contract/constants.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { quarterName } from '../../lib/department/quarter-name.ts';

/**
 * 'Select the quarter': All plus the quarters of the report, each a link that puts the quarter in
 * the address (so it works without JavaScript and can be shared); with JavaScript the report of
 * the quarter is fetched again without a reload (src/web/enhance/in-page.ts).
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
  const texts = useTexts();
  const { t } = texts;
  return (
    <nav className="quarter-tabs" aria-labelledby="quarter-tabs-heading" data-in-page="">
      <h2 id="quarter-tabs-heading" className="quarter-tabs__heading">
        {t('report.select')}
      </h2>
      <ul className="choice-links">
        {[ALL_QUARTERS, ...quarters].map((quarter) => (
          <li key={quarter}>
            <a href={hrefOf(quarter)} aria-current={quarter === selected ? 'page' : undefined}>
              {quarter === ALL_QUARTERS ? t('report.all') : quarterName(texts, quarter)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
