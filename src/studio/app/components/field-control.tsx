import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from '@conform-to/react';
import type { FieldSpec } from '../../content/items.ts';
import type { FileFacts } from '../lib/file-facts.ts';
import { fieldId } from '../lib/form-names.ts';
import { hintWithLimit, maxLengthOf } from '../lib/limit-words.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { ErrorMessage, Field } from './field.tsx';
import { MembersField } from './members-field.tsx';
import { PhotoField } from './photo-field.tsx';
import { PhotosField } from './photos-field.tsx';
import { RichText } from './rich-text.tsx';
import { RowsField } from './rows-field.tsx';
import { SelectOptions } from './select-options.tsx';

// The entity's values are only known at run time: a field's metadata is of any shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = FieldMetadata<any>;

/** What the editor gives a field's control: its spec, Conform's field, its form, its files. */
export interface FieldProps {
  spec: FieldSpec;
  field: AnyField;
  formId: string;
  /** The facts of the files the form's values name, by spec. */
  files: Readonly<Record<string, FileFacts>>;
}

/**
 * A date is a text box, not the browser's own date control: that control shows each phone's and
 * each locale's format (11/28/2026) beside a hint that says YYYY-MM-DD (decision 093).
 */
const INPUT_TYPES = {
  text: 'text',
  date: 'text',
  url: 'url',
  email: 'email',
  tel: 'tel',
  number: 'number',
} as const;

/**
 * A date box's keyboard: digits (a phone's number pad, whose 20261128 the server takes too), no
 * spelling or earlier entries offered.
 */
const DATE_BOX = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } as const;

/** Conform's props for a control, less what the Field gives (its id and ARIA ties) and its key. */
function conformProps<T extends { key?: string | undefined; id?: string }>(props: T) {
  const { key: _key, id: _id, ...rest } = props;
  return rest;
}

/** One field of the editor, drawn from its spec: the control of its kind, labelled. */
export function FieldControl({ spec, field, formId, files }: FieldProps) {
  const id = fieldId(spec.name);
  const common = { id, label: spec.label, hint: hintWithLimit(spec), errors: field.errors };
  switch (spec.kind) {
    case 'text':
    case 'date':
    case 'url':
    case 'email':
    case 'tel':
    case 'number':
      return (
        <Field {...common} required={spec.required}>
          {(aria) => (
            <input
              key={field.key}
              {...conformProps(
                getInputProps(field, {
                  type: INPUT_TYPES[spec.kind as keyof typeof INPUT_TYPES],
                  ariaAttributes: false,
                }),
              )}
              {...(spec.kind === 'number' ? { inputMode: 'decimal' as const, step: 'any' } : {})}
              {...(spec.kind === 'date' ? DATE_BOX : {})}
              {...(spec.kind === 'email' ? { autoComplete: 'email' } : {})}
              {...(spec.lang ? { lang: spec.lang } : {})}
              {...maxLengthOf(spec.limit)}
              {...aria}
            />
          )}
        </Field>
      );
    case 'textarea':
      return (
        <Field {...common} required={spec.required}>
          {(aria) => (
            <textarea
              key={field.key}
              rows={5}
              {...conformProps(getTextareaProps(field, { ariaAttributes: false }))}
              {...maxLengthOf(spec.limit)}
              {...aria}
            />
          )}
        </Field>
      );
    case 'select':
      return (
        <Field {...common} required={spec.required}>
          {(aria) => (
            <select
              key={field.key}
              {...conformProps(getSelectProps(field, { ariaAttributes: false }))}
              {...aria}
            >
              <option value="">Choose…</option>
              <SelectOptions options={spec.options ?? []} />
            </select>
          )}
        </Field>
      );
    case 'checkbox':
      return <CheckboxField spec={spec} field={field} id={id} />;
    case 'html':
      return (
        <Field {...common} required={spec.required}>
          {(aria) => (
            <RichText
              key={field.key}
              name={field.name}
              defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
              label={spec.label}
              lang={spec.lang}
              {...aria}
            />
          )}
        </Field>
      );
    case 'attachments':
      return <AttachmentsField spec={spec} field={field} files={files} />;
    case 'photo':
      return <PhotoField spec={spec} field={field} files={files} />;
    case 'rows':
      return <RowsField spec={spec} field={field} formId={formId} />;
    case 'photos':
      return <PhotosField spec={spec} field={field} files={files} />;
    case 'members':
      return <MembersField spec={spec} field={field} formId={formId} />;
  }
}

function CheckboxField({ spec, field, id }: { spec: FieldSpec; field: AnyField; id: string }) {
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const errorId = field.errors?.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={errorId ? 'field field-checkbox field-error' : 'field field-checkbox'}>
      <ErrorMessage id={errorId} errors={field.errors} />
      <input
        key={field.key}
        {...conformProps(getInputProps(field, { type: 'checkbox', ariaAttributes: false }))}
        id={id}
        aria-describedby={describedBy}
      />
      <label htmlFor={id}>{spec.label}</label>
      {hintId ? (
        <p className="hint" id={hintId}>
          {spec.hint}
        </p>
      ) : null}
    </div>
  );
}
