import { DataTable, type Column as DataColumn } from '../data-table.tsx';
import type { Row, TableSpec } from '../../../site-map/profile-tables.ts';
import { useTexts } from '../../i18n/use-texts.ts';

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
  label?: string;
  withQuarter?: boolean;
  /** Whose entries these are, for the hidden part of the file links' names. */
  person: string;
}) {
  const { t, label: labelOf } = useTexts();
  const filled = (key: string) => rows.some((row) => Boolean(row[key]));
  const columns: DataColumn<Row>[] = spec.columns.filter((column) => filled(column.key));
  if (withQuarter && filled('quarter')) columns.push({ key: 'quarter', label: 'Quarter' });
  if (filled('file')) {
    columns.push({
      key: 'file',
      label: 'File',
      render: (row, i) =>
        row.file ? (
          <a href={row.file}>
            {t('profile.viewFile')}
            {row.fileLabel ? <span className="file-link__label"> ({row.fileLabel})</span> : null}
            <span className="visually-hidden">
              {' '}
              {t('profile.fileOf', { n: i + 1, table: labelOf(caption), person })}
            </span>
          </a>
        ) : null,
    });
  }
  return <DataTable caption={caption} label={label} columns={columns} rows={rows} />;
}
