import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * One labelled form control with its hint and its error, as GOV.UK lays them out: the label,
 * then the hint, then the error (announced and tied to the control by aria-describedby), then
 * the control. The control is given as a render function so any input kind fits.
 */
export function Field({
  id,
  label,
  hint,
  errors,
  required,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[] | undefined;
  required?: boolean;
  children: (props: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
    required?: boolean;
  }) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={errorId ? 'field field-error' : 'field'}>
      <label htmlFor={id}>
        {label}
        {optionalMark(required)}
      </label>
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <ErrorMessage id={errorId} errors={errors} />
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(errorId ? { 'aria-invalid': true } : {}),
        ...(required ? { required: true } : {}),
      })}
    </div>
  );
}

/** What a label or legend adds after its words when the field may be left empty. */
export const optionalMark = (required: boolean | undefined) =>
  required ? null : <span className="optional"> (optional)</span>;

/**
 * A field's problems, said after its hint and before its control ("Error: " for a screen
 * reader), with the id its control's aria-describedby names; nothing when there are none.
 */
export function ErrorMessage({
  id,
  errors,
}: {
  id?: string | undefined;
  errors: readonly string[] | undefined;
}) {
  if (!errors?.length) return null;
  return (
    <p className="error-message" id={id}>
      <span className="visually-hidden">Error: </span>
      {errors.join(' ')}
    </p>
  );
}

/**
 * The list of a form's problems at its top, each linking to its field, focused when the page
 * comes back with errors (GOV.UK's error summary): a screen reader hears them first.
 */
export function ErrorSummary({
  errors,
}: {
  /** field id → its messages; '' for the form's own (a conflict, a refused file). */
  errors: Readonly<Record<string, readonly string[] | undefined>> | undefined;
}) {
  const entries = Object.entries(errors ?? {}).filter(([, list]) => list && list.length > 0);
  if (entries.length === 0) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">There is a problem</h2>
      <ul>
        {entries.map(([field, list]) => (
          <li key={field}>
            {field ? <a href={`#${field}`}>{list?.join(' ')}</a> : list?.join(' ')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a password or text field needs of Conform's field: its id, name and errors. */
interface PasswordFieldMeta {
  id: string;
  name: string;
  errors?: string[] | undefined;
}

/**
 * A password box with its label, hint and error: never filled in again after a refusal, and
 * named for the browser's password manager (`current-password` or `new-password`).
 */
export function PasswordField({
  field,
  label,
  hint,
  autoComplete,
}: {
  field: PasswordFieldMeta;
  label: ReactNode;
  hint?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <Field id={field.id} label={label} hint={hint} errors={field.errors} required>
      {(props) => (
        <input {...props} type="password" name={field.name} autoComplete={autoComplete} />
      )}
    </Field>
  );
}

/**
 * A text box of a Conform form with its label, hint and error, filled in again with what was
 * sent after a refusal; `input` adds the box's own attributes (autoComplete, inputMode …).
 */
export function TextField({
  field,
  label,
  hint,
  required,
  input,
}: {
  field: PasswordFieldMeta & { initialValue?: string | undefined };
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  input?: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <Field id={field.id} label={label} hint={hint} errors={field.errors} required={required}>
      {(props) => (
        <input
          {...props}
          type="text"
          name={field.name}
          defaultValue={field.initialValue}
          {...input}
        />
      )}
    </Field>
  );
}
