import type { ChangeEvent, ReactNode } from 'react';
import { uploadName } from '../lib/form-names.ts';
import { ErrorMessage } from './field.tsx';
import { UploadProgress } from './file-list.tsx';
import type { useUploader } from './use-uploader.ts';

/**
 * A field of many files (attachments, a gallery's photos): a group named by its legend and
 * described by its hint and its problems, around the files it holds and its file input.
 */
export function FilesFieldset({
  id,
  legend,
  hint,
  errors,
  children,
}: {
  id: string;
  legend: ReactNode;
  hint: ReactNode;
  errors: readonly string[];
  children: ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = errors.length ? `${id}-error` : undefined;
  return (
    <fieldset
      className={errorId ? 'field field-files field-error' : 'field field-files'}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
    >
      <legend>{legend}</legend>
      <p className="hint" id={hintId}>
        {hint}
      </p>
      <ErrorMessage id={errorId} errors={errors} />
      {children}
    </fieldset>
  );
}

/**
 * A file field's input with its label, and what its uploader says: the files on their way and
 * those refused. Without JavaScript the chosen files go with the form under the upload name.
 */
export function FilePicker({
  id,
  name,
  label,
  accept,
  multiple = false,
  uploader,
  onChange = uploader.onChange,
}: {
  id: string;
  /** The field's name; the input is its upload name. */
  name: string;
  label: ReactNode;
  accept: string;
  multiple?: boolean;
  uploader: ReturnType<typeof useUploader>;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <>
      <label className="file-label" htmlFor={id}>
        {label}
      </label>
      <input
        type="file"
        id={id}
        name={uploadName(name)}
        multiple={multiple}
        accept={accept}
        onChange={onChange}
      />
      <UploadProgress
        idPrefix={id}
        sending={uploader.sending}
        problems={uploader.problems}
        arrived={uploader.arrived}
      />
    </>
  );
}
