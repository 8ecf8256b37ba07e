import { useState } from 'react';
import { specOf, type FileFacts } from '../lib/file-facts.ts';
import { fieldId, photoAltName, photoFileName } from '../lib/form-names.ts';
import { maxLengthOf } from '../lib/limit-words.ts';
import { acceptAttribute, factsFor } from './attachments-field.tsx';
import { ErrorMessage, Field, optionalMark } from './field.tsx';
import type { FieldProps } from './field-control.tsx';
import { FileList } from './file-list.tsx';
import { FilePicker } from './files-fieldset.tsx';
import { useUploader } from './use-uploader.ts';

/**
 * One photograph and what it shows (its alt text, required with a photo): the photo held, with
 * a thumbnail and a Remove box, and a file input to choose another.
 */
export function PhotoField({ spec, field, files }: Pick<FieldProps, 'spec' | 'field' | 'files'>) {
  const id = fieldId(spec.name);
  const value = (field.initialValue ?? {}) as { file?: unknown; alt?: unknown };
  const [chosen, setChosen] = useState<FileFacts | null>(null);
  const uploader = useUploader('image', setChosen);
  const heldSpec = specOf(value.file);
  const held = chosen ?? (heldSpec ? (factsFor([heldSpec], files)[0] ?? null) : null);
  const errorsOf = (name: string) => field.allErrors[name] ?? [];
  const fileErrors = [...errorsOf(spec.name), ...errorsOf(photoFileName(spec.name))];
  const altErrors = errorsOf(photoAltName(spec.name));
  const errorId = fileErrors.length ? `${id}-error` : undefined;
  return (
    <fieldset
      className={errorId ? 'field field-files field-error' : 'field field-files'}
      aria-describedby={errorId}
    >
      <legend>
        {spec.label}
        {optionalMark(spec.required)}
      </legend>
      {spec.hint ? <p className="hint">{spec.hint}</p> : null}
      <ErrorMessage id={errorId} errors={fileErrors} />
      {held ? (
        <FileList
          field={spec.name}
          valueName={photoFileName(spec.name)}
          files={[held]}
          idPrefix={id}
        />
      ) : (
        <input type="hidden" name={photoFileName(spec.name)} value="" />
      )}
      <FilePicker
        id={id}
        name={spec.name}
        label={held ? 'Choose another photo' : 'Choose a photo'}
        accept={acceptAttribute('image')}
        uploader={uploader}
      />
      <Field
        id={fieldId(photoAltName(spec.name))}
        label="What the photo shows"
        hint={
          'For people who cannot see it: who or what, and where. Needed with a photo.' +
          (spec.altLimit ? ` Up to ${spec.altLimit.max} characters.` : '')
        }
        errors={altErrors}
        required
      >
        {(aria) => (
          <input
            type="text"
            name={photoAltName(spec.name)}
            {...maxLengthOf(spec.altLimit)}
            defaultValue={typeof value.alt === 'string' ? value.alt : ''}
            {...aria}
            required={false}
          />
        )}
      </Field>
    </fieldset>
  );
}
