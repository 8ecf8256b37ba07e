import type { ReactNode } from 'react';
import { DataTable, type Column as DataColumn } from '../data-table.tsx';
import type { Row, TableSpec } from '../../../site-map/profile-tables.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { quarterName } from '../../lib/department/quarter-name.ts';
import { ContentText } from '../content-text.tsx';
import { hidden } from '../visually-hidden.tsx';

/**
 * One table of a faculty profile. Hidden without rows; a column no row fills is left out
 * (missing fields are omitted, SPEC §5); a row's file is a link.
 */
export function ProfileTable({
  spec,
  rows,
  caption = spec.caption,
  label,
  withQuarter = false,
  person,
}: {
  spec: TableSpec;
  rows: readonly Row[];
  caption?: string;
  /** A unique name for the table's region when the caption repeats on the page. */
  label?: ReactNode;
  withQuarter?: boolean;
  /** Whose entries these are, for the hidden part of the file links' names. */
  person: string;
}) {
  const texts = useTexts();
  const { rich, label: labelOf } = texts;
  const filled = (key: string) => rows.some((row) => Boolean(row[key]));
  const columns: DataColumn<Row>[] = spec.columns.filter((column) => filled(column.key));
  if (withQuarter && filled('quarter')) {
    // SPEC's '2026-1st' in the page's words ('২০২৬ৰ প্ৰথম ত্ৰৈমাসিক').
    const quarter = (row: Row) => quarterName(texts, String(row.quarter ?? ''));
    columns.push({ key: 'quarter', label: 'Quarter', render: quarter });
  }
  if (filled('file')) {
    columns.push({
      key: 'file',
      label: 'File',
      render: (row, i) =>
        row.file ? (
          <a href={row.file}>
            {rich('profile.viewFile', {
              n: i + 1,
              table: labelOf(caption),
              person: <ContentText en={person} />,
              hidden,
            })}
            {row.fileLabel ? <span className="file-link__label"> ({row.fileLabel})</span> : null}
          </a>
        ) : null,
    });
  }
  return <DataTable caption={caption} label={label} columns={columns} rows={rows} />;
}
