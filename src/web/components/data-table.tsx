import type { ReactNode } from 'react';
import { SlashBreaks } from './slash-breaks.tsx';
import { useTexts } from '../i18n/use-texts.ts';

export interface Column<Row> {
  key: string;
  label: string;
  /** How a row shows in this column; by default the row's value under key. */
  render?: (row: Row, index: number) => ReactNode;
}

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
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  captionHidden?: boolean;
  /** The region's name when the caption repeats on the page (names must be unique). */
  label?: string;
}) {
  const { label: labelOf } = useTexts();
  if (rows.length === 0) return null;
  caption = labelOf(caption);
  const count = Math.min(Math.max(columns.length, 1), MAX_COLUMNS_CLASS);
  return (
    <div className="table-scroll" role="region" aria-label={label ?? caption} tabIndex={0}>
      <div className={`data-table data-table--cols-${count}`}>
        <table>
          <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
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
                {columns.map((column) => (
                  <td key={column.key} data-label={labelOf(column.label)}>
                    {column.render
                      ? column.render(row, i)
                      : String((row as Record<string, unknown>)[column.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
