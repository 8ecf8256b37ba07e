import { useId, type ReactNode } from 'react';
import { SlashBreaks } from './slash-breaks.tsx';
import { useTexts } from '../i18n/use-texts.ts';
import { numbersIn } from '../lib/content-numbers.ts';

export interface Column<Row> {
  key: string;
  label: string;
  /** How a row shows in this column; by default the row's value under key. */
  render?: (row: Row, index: number) => ReactNode;
  /** The row's number, 1 onwards, written in the page's digits by the table. */
  serial?: boolean;
  /**
   * A rendered cell that shows the content's English words (a title as a link): marked
   * `lang="en"` on an Assamese page, as a plain value in Latin letters is without being told.
   */
  content?: boolean;
  /**
   * The column holds years, dates, counts or page ranges the content types ('2025', '04-08-1997',
   * '87-98'): a value of digits alone is written in the page's digits, a day-first date as a
   * date (content-numbers.ts). Other values with ASCII digits (an ISBN, a phone number) are
   * marked `lang="en"` on an Assamese page, as English text is.
   */
  numbers?: boolean;
}

/** Latin letters: a value of the content in English, shown as it is on an Assamese page. */
const LATIN = /[A-Za-z]/;
/** ASCII digits without a letter of the page's script: written as English writes them. */
const ENGLISH_DIGITS = /^[^\u0980-\u09FF]*[0-9][^\u0980-\u09FF]*$/;

/** Tables of more columns than this share the widest card rule (styles/content.css). */
export const MAX_COLUMNS_CLASS = 10;

/**
 * A captioned table. Where its region is too narrow for its columns, at any screen width, each
 * row becomes a card of label–value lines (CSS container query on the column count, see
 * docs/decisions/023); a browser without container queries scrolls the table sideways inside
 * its region (which the keyboard can scroll too). Renders nothing without rows: empty tables
 * are hidden (SPEC §5).
 */
export function DataTable<Row extends object>({
  caption,
  columns,
  rows,
  captionHidden = false,
  label,
}: {
  /**
   * A label of the site's tables, or words with the content's in them (a committee's name,
   * marked as `ContentText` marks it): the region is then named by the caption element.
   */
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  captionHidden?: boolean;
  /**
   * The region's name when the caption repeats on the page (names must be unique); words with
   * the content's in them are written in a hidden element that names the region.
   */
  label?: ReactNode;
}) {
  const texts = useTexts();
  const { label: labelOf, language, number } = texts;
  const id = useId();
  const cell = (column: Column<Row>, row: Row, i: number): [ReactNode, boolean] => {
    if (column.serial) return [number(i + 1), false];
    if (column.render) return [column.render(row, i), Boolean(column.content)];
    const given = String((row as Record<string, unknown>)[column.key] ?? '');
    const value = column.numbers ? numbersIn(texts, given) : given;
    return [value, LATIN.test(value) || ENGLISH_DIGITS.test(value)];
  };
  if (rows.length === 0) return null;
  if (typeof caption === 'string') caption = labelOf(caption);
  // A name in words alone is the region's aria-label; one with marked runs is an element's.
  const name = label ?? caption;
  const named =
    typeof name === 'string'
      ? { 'aria-label': name }
      : { 'aria-labelledby': label === undefined ? `${id}-caption` : `${id}-label` };
  const count = Math.min(Math.max(columns.length, 1), MAX_COLUMNS_CLASS);
  return (
    <div className="table-scroll" role="region" {...named} tabIndex={0}>
      {label !== undefined && typeof label !== 'string' ? (
        <span id={`${id}-label`} hidden>
          {label}
        </span>
      ) : null}
      <div className={`data-table data-table--cols-${count}`}>
        <table>
          <caption id={`${id}-caption`} className={captionHidden ? 'visually-hidden' : undefined}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  <SlashBreaks text={labelOf(column.label)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody data-content="">
            {rows.map((row, i) => (
              <tr key={i}>
                {columns.map((column) => {
                  const [value, english] = cell(column, row, i);
                  return (
                    <td
                      key={column.key}
                      data-label={labelOf(column.label)}
                      lang={english && language === 'as' ? 'en' : undefined}
                    >
                      {value}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
