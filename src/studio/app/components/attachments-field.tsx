import { useState } from 'react';
import { ATTACHMENT_KINDS } from '../../../lib/attachment-kinds.ts';
import type { FieldSpec } from '../../content/items.ts';
import { factsFromSpec, specsOf, type FileFacts } from '../lib/file-facts.ts';
import { fieldId, uploadName } from '../lib/form-names.ts';
import type { AnyField } from './field-control.tsx';
import { FileList, UploadProgress } from './file-list.tsx';
import { useUploader } from './use-uploader.ts';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** What the file picker offers for a field. */
export function acceptAttribute(accept: FieldSpec['accept']): string {
  if (accept === 'image') return IMAGE_TYPES;
  if (accept === 'pdf') return '.pdf,application/pdf';
  return Object.keys(ATTACHMENT_KINDS)
    .map((extension) => `.${extension}`)
    .join(',');
}

/** The facts of a field's files: known from the server, or described from their specs. */
export const factsFor = (specs: readonly string[], files: Readonly<Record<string, FileFacts>>) =>
  specs.map((spec) => files[spec] ?? factsFromSpec(spec));

/**
 * A list of files: those it holds (each removable), and a file input for more. Without
 * JavaScript the files go with the form; with it, each goes at once in parts (useUploader).
 */
export function AttachmentsField({
  spec,
  field,
  files,
}: {
  spec: FieldSpec;
  field: AnyField;
  files: Readonly<Record<string, FileFacts>>;
}) {
  const id = fieldId(spec.name);
  const [added, setAdded] = useState<FileFacts[]>([]);
  const uploader = useUploader(spec.accept ?? 'any', (file) => setAdded((list) => [...list, file]));
  const held = factsFor(specsOf(field.initialValue), files);
  const list = [...held, ...added.filter((a) => !held.some((h) => h.spec === a.spec))];
  const errors = Object.values(field.allErrors).flat();
  const hintId = `${id}-hint`;
  const errorId = errors.length ? `${id}-error` : undefined;
  return (
    <fieldset
      className={errorId ? 'field field-files field-error' : 'field field-files'}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
    >
      <legend>
        {spec.label}
        {spec.required ? null : <span className="optional"> (optional)</span>}
      </legend>
      <p className="hint" id={hintId}>
        {spec.hint ? `${spec.hint} ` : ''}
        {spec.accept === 'image' ? 'Images up to 20 MB.' : 'Files up to 50 MB; images up to 20 MB.'}
      </p>
      {errorId ? (
        <p className="error-message" id={errorId}>
          <span className="visually-hidden">Error: </span>
          {errors.join(' ')}
        </p>
      ) : null}
      <FileList field={spec.name} valueName={spec.name} files={list} idPrefix={id} />
      <label className="file-label" htmlFor={id}>
        Add {list.length ? 'more files' : 'files'}
      </label>
      <input
        type="file"
        id={id}
        name={uploadName(spec.name)}
        multiple
        accept={acceptAttribute(spec.accept)}
        onChange={uploader.onChange}
      />
      <UploadProgress idPrefix={id} sending={uploader.sending} problems={uploader.problems} />
    </fieldset>
  );
}
