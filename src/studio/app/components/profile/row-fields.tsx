import type { FieldLimit } from '../../../content/items.ts';
import { quarterWords } from '../../../content/profile/quarters.ts';
import type { SectionSpec } from '../../../content/profile/sections.ts';
import { limitWords, maxLengthOf } from '../../lib/limit-words.ts';
import type { FileFacts } from '../../lib/file-facts.ts';
import { Field } from '../field.tsx';
import { OneFile } from './one-file.tsx';

/**
 * The controls of one row of a profile section: a text box per column, the quarter where the
 * section has one (a choice of the quarters, the current one first for a new row), its file.
 */
export function RowFields({
  spec,
  values,
  errors,
  quarters,
  file,
  limits = {},
}: {
  spec: SectionSpec;
  /** Each cell's maximum, from the row's schema. */
  limits?: Readonly<Record<string, FieldLimit>>;
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, readonly string[] | undefined>>;
  quarters: readonly string[];
  file: FileFacts | null;
}) {
  const quarter = values.quarter ?? '';
  const choices = quarter && !quarters.includes(quarter) ? [quarter, ...quarters] : quarters;
  return (
    <>
      {spec.columns.map((column) => (
        <Field
          key={column.key}
          id={column.key}
          label={column.label}
          hint={limitWords('text', limits[column.key]) ?? undefined}
          errors={errors[column.key]}
        >
          {(aria) => (
            <input
              type="text"
              name={column.key}
              {...maxLengthOf(limits[column.key])}
              defaultValue={values[column.key] ?? ''}
              {...aria}
            />
          )}
        </Field>
      ))}
      {spec.quarter === 'none' ? null : (
        <Field
          id="quarter"
          label="Quarter"
          hint="The quarterly report this row belongs to (January to March is the 1st)."
          errors={errors.quarter}
          required={spec.quarter === 'required'}
        >
          {(aria) => (
            <select name="quarter" defaultValue={quarter} {...aria}>
              {spec.quarter === 'optional' ? <option value="">No quarter</option> : null}
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {quarterWords(choice)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {spec.file ? <OneFile name="file" label="File" held={file} errors={errors.file} /> : null}
    </>
  );
}
