import { ContentImage } from '../../../components/content-image.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { FileLinks } from '../../../components/file-links.tsx';
import { Highlight } from './highlight.tsx';
import { matchesFilter } from './matrix-filter.ts';
import type { CriterionRow, FileRow, MatrixLevel, SerialRow } from './matrix.server.ts';
import { EXTERNAL_LINK } from '../../../lib/external-link.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { WithContent } from '../../../components/content-text.tsx';

/** The fields the filter looks at (SPEC §5: criterion, metric question and serial number). */
const criterionFields = (row: CriterionRow) => [row.criterion, row.metricQuestion];
const serialFields = (row: SerialRow) => [row.srNo, row.metricQuestion];
/** A file has no metric question of its own; its title stands in for it. */
const fileFields = (row: FileRow) => [row.srNo, row.title];

/** The level with only the rows the filter keeps. */
export function filterLevel(level: MatrixLevel, q: string): MatrixLevel {
  switch (level.depth) {
    case 1:
      return { ...level, rows: level.rows.filter((row) => matchesFilter(q, criterionFields(row))) };
    case 2:
      return { ...level, rows: level.rows.filter((row) => matchesFilter(q, serialFields(row))) };
    case 3:
      return { ...level, rows: level.rows.filter((row) => matchesFilter(q, fileFields(row))) };
  }
}

/** The table of a (filtered) level, with the matches of the filter marked. */
export function MatrixTable({ level, q }: { level: MatrixLevel; q: string }) {
  const { t } = useTexts();
  if (level.rows.length === 0) {
    return <p className="empty-state">{t('matrix.none', { noun: level.noun, q })}</p>;
  }
  switch (level.depth) {
    case 1:
      return (
        <DataTable
          caption={<WithContent text={level.caption} content={level.captionContent} />}
          rows={level.rows}
          columns={[
            {
              key: 'criterion',
              label: 'Criterion',
              content: true,
              render: (row) => (
                <a href={row.href}>
                  <Highlight text={row.criterion} q={q} />
                </a>
              ),
            },
            {
              key: 'metricQuestion',
              label: 'Metric question',
              content: true,
              render: (row) => <Highlight text={row.metricQuestion} q={q} />,
            },
          ]}
        />
      );
    case 2:
      return (
        <DataTable
          caption={<WithContent text={level.caption} content={level.captionContent} />}
          rows={level.rows}
          columns={[
            {
              key: 'srNo',
              label: 'Sr. No.',
              content: true,
              render: (row) => (
                <a href={row.href}>
                  <Highlight text={row.srNo} q={q} />
                </a>
              ),
            },
            {
              key: 'metricQuestion',
              label: 'Metric question',
              content: true,
              render: (row) => <Highlight text={row.metricQuestion} q={q} />,
            },
          ]}
        />
      );
    case 3:
      return (
        <DataTable
          caption={<WithContent text={level.caption} content={level.captionContent} />}
          rows={level.rows}
          columns={[
            {
              key: 'srNo',
              label: 'Sr. No.',
              content: true,
              render: (row) => <Highlight text={row.srNo} q={q} />,
            },
            {
              key: 'title',
              label: 'Title',
              content: true,
              render: (row) => <Highlight text={row.title} q={q} />,
            },
            { key: 'file', label: 'File', render: (row) => <FileCell row={row} /> },
          ]}
        />
      );
  }
}

/** An image is shown as an image (linking to the full picture); any other file as a link. */
function FileCell({ row }: { row: FileRow }) {
  return (
    <>
      {row.images.map((image, i) => (
        <a
          key={`${image.href}-${i}`}
          href={image.href}
          className="matrix-image"
          {...(image.external ? EXTERNAL_LINK : {})}
        >
          <ContentImage
            image={image.image}
            alt={row.images.length > 1 ? `${row.title}, image ${i + 1}` : row.title}
            sizes="10rem"
            {...(image.image.width ? {} : { width: 160, height: 120 })}
          />
        </a>
      ))}
      <FileLinks files={row.files} context={row.title} />
    </>
  );
}
