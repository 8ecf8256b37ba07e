import { getInputProps, useFormMetadata } from '@conform-to/react';
import { fieldId } from '../lib/form-names.ts';
import { hintWithLimit } from '../lib/limit-words.ts';
import { ErrorMessage } from './field.tsx';
import type { AnyField, FieldProps } from './field-control.tsx';

type ListField = AnyField & { getFieldList(): AnyField[] };
type RowField = AnyField & { getFieldset(): Record<string, AnyField> };

const withoutKey = <T extends { key?: string | undefined }>({ key: _key, ...rest }: T) => rest;

/**
 * A department's faculty in the order its page lists them: each member with Move up and Move
 * down (Conform's reorder intent, which the server answers too, so it works without
 * JavaScript) and a box that turns their profile live (decision 055).
 */
export function MembersField({
  spec,
  field,
  formId,
}: Pick<FieldProps, 'spec' | 'field' | 'formId'>) {
  const form = useFormMetadata(formId);
  const rows = (field as ListField).getFieldList() as RowField[];
  const id = fieldId(spec.name);
  const errorId = field.errors?.length ? `${id}-error` : undefined;
  return (
    <fieldset
      className={errorId ? 'field field-rows field-error' : 'field field-rows'}
      aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
    >
      <legend id={id}>{spec.label}</legend>
      <p className="hint" id={`${id}-hint`}>
        {hintWithLimit(spec)}
      </p>
      <ErrorMessage id={errorId} errors={field.errors} />
      <ol className="member-list">
        {rows.map((row, index) => {
          const cells = row.getFieldset();
          const name = String(cells.name?.initialValue ?? '');
          const liveId = fieldId(`${spec.name}[${index}].live`);
          return (
            <li key={row.key}>
              <input {...withoutKey(getInputProps(cells.id!, { type: 'hidden' }))} />
              <input {...withoutKey(getInputProps(cells.name!, { type: 'hidden' }))} />
              <strong>{name}</strong>
              <div className="member-moves">
                <span className="remove">
                  <input
                    {...withoutKey(getInputProps(cells.live!, { type: 'checkbox' }))}
                    id={liveId}
                  />
                  <label htmlFor={liveId}>
                    Profile live <span className="visually-hidden">for {name}</span>
                  </label>
                </span>
                {index > 0 ? (
                  <button
                    className="secondary"
                    {...form.reorder.getButtonProps({
                      name: field.name,
                      from: index,
                      to: index - 1,
                    })}
                    formNoValidate
                  >
                    Move up <span className="visually-hidden">{name}</span>
                  </button>
                ) : null}
                {index < rows.length - 1 ? (
                  <button
                    className="secondary"
                    {...form.reorder.getButtonProps({
                      name: field.name,
                      from: index,
                      to: index + 1,
                    })}
                    formNoValidate
                  >
                    Move down <span className="visually-hidden">{name}</span>
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
