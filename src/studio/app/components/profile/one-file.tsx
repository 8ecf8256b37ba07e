import type { FileFacts } from '../../lib/file-facts.ts';
import { fieldId, uploadName } from '../../lib/form-names.ts';
import { ErrorMessage } from '../field.tsx';
import { FileList } from '../file-list.tsx';

/**
 * One file of a form (a row's file, the CV): the file held, with its Remove box and its spec as
 * the hidden value, and a file input to choose another. Plain form posts: no script needed.
 */
export function OneFile({
  name,
  label,
  held,
  accept,
  errors,
}: {
  name: string;
  label: string;
  held: FileFacts | null;
  accept?: string;
  errors?: readonly string[] | undefined;
}) {
  const id = fieldId(name);
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <fieldset className={errorId ? 'field field-files field-error' : 'field field-files'}>
      <legend>
        {label} <span className="optional">(optional)</span>
      </legend>
      <ErrorMessage id={errorId} errors={errors} />
      {held ? (
        <FileList field={name} valueName={name} files={[held]} idPrefix={id} />
      ) : (
        <input type="hidden" name={name} value="" />
      )}
      <label className="file-label" htmlFor={id}>
        {held ? 'Choose another file' : 'Choose a file'}
      </label>
      <input
        type="file"
        id={id}
        name={uploadName(name)}
        {...(accept ? { accept } : {})}
        {...(errorId ? { 'aria-describedby': errorId, 'aria-invalid': true } : {})}
      />
    </fieldset>
  );
}
