import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  label: string;
  /** How a row shows in this column; by default the row's value under key. */
  render?: (row: Row, index: number) => ReactNode;
}

/**
 * A captioned table that scrolls sideways on a phone (and can be scrolled with the keyboard).
 * Renders nothing without rows: empty tables are hidden (SPEC §5).
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
  /** The scrolling region's name when the caption repeats on the page (names must be unique). */
  label?: string;
}) {
  if (rows.length === 0) return null;
  return (
    <div className="table-scroll" role="region" aria-label={label ?? caption} tabIndex={0}>
      <table>
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((column) => (
                <td key={column.key}>
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
  );
}
