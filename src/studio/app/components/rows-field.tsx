import { getInputProps, useFormMetadata } from '@conform-to/react';
import { fieldId } from '../lib/form-names.ts';
import { hintWithLimit, maxLengthOf } from '../lib/limit-words.ts';
import type { AnyField, FieldProps } from './field-control.tsx';
import { ErrorMessage, Field } from './field.tsx';

type ListField = AnyField & { getFieldList(): AnyField[] };
type RowField = AnyField & { getFieldset(): Record<string, AnyField> };

/**
 * Rows of small fields (a committee's members: name, designation), each row a group with its
 * own Remove button and an Add button after them: Conform's list intents, which the server
 * answers too, so rows are added and removed without JavaScript as well.
 */
export function RowsField({ spec, field, formId }: Pick<FieldProps, 'spec' | 'field' | 'formId'>) {
  const form = useFormMetadata(formId);
  const rows = (field as ListField).getFieldList() as RowField[];
  const columns = spec.columns ?? [];
  const id = fieldId(spec.name);
  return (
    <fieldset
      className={field.errors?.length ? 'field field-rows field-error' : 'field field-rows'}
    >
      <legend id={id}>{spec.label}</legend>
      {hintWithLimit(spec) ? <p className="hint">{hintWithLimit(spec)}</p> : null}
      <ErrorMessage errors={field.errors} />
      <ol className="rows">
        {rows.map((row, index) => {
          const cells = row.getFieldset();
          return (
            <li key={row.key ?? `row-${index}`} className="row">
              <fieldset>
                <legend>
                  {spec.label}: row {index + 1}
                </legend>
                {columns.map((column) => {
                  const cell = cells[column.name];
                  if (!cell) return null;
                  return (
                    <Field
                      key={column.name}
                      id={fieldId(cell.name)}
                      label={column.label}
                      hint={hintWithLimit(column)}
                      errors={cell.errors}
                      required={column.required}
                    >
                      {(aria) => {
                        const {
                          key: _key,
                          id: _id,
                          ...props
                        } = getInputProps(cell, {
                          type: 'text',
                          ariaAttributes: false,
                        });
                        return (
                          <input
                            key={cell.key}
                            {...props}
                            {...maxLengthOf(column.limit)}
                            {...aria}
                          />
                        );
                      }}
                    </Field>
                  );
                })}
                <button
                  className="secondary"
                  {...form.remove.getButtonProps({ name: field.name, index })}
                  formNoValidate
                >
                  Remove row {index + 1}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        className="secondary"
        {...form.insert.getButtonProps({ name: field.name })}
        formNoValidate
      >
        Add a row
      </button>
    </fieldset>
  );
}
