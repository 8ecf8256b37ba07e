import { useState } from 'react';
import { ATTACHMENT_KINDS } from '../../../lib/attachment-kinds.ts';
import type { FieldSpec } from '../../content/items.ts';
import { factsFromSpec, specsOf, type FileFacts } from '../lib/file-facts.ts';
import { fieldId } from '../lib/form-names.ts';
import { limitWords } from '../lib/limit-words.ts';
import type { FieldProps } from './field-control.tsx';
import { optionalMark } from './field.tsx';
import { FileList } from './file-list.tsx';
import { FilePicker, FilesFieldset } from './files-fieldset.tsx';
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
}: Pick<FieldProps, 'spec' | 'field' | 'files'>) {
  const id = fieldId(spec.name);
  const [added, setAdded] = useState<FileFacts[]>([]);
  const uploader = useUploader(spec.accept ?? 'any', (file) => setAdded((list) => [...list, file]));
  const held = factsFor(specsOf(field.initialValue), files);
  const list = [...held, ...added.filter((a) => !held.some((h) => h.spec === a.spec))];
  const errors = Object.values(field.allErrors).flat();
  return (
    <FilesFieldset
      id={id}
      legend={
        <>
          {spec.label}
          {optionalMark(spec.required)}
        </>
      }
      hint={
        <>
          {spec.hint ? `${spec.hint} ` : ''}
          {spec.accept === 'image'
            ? 'Images up to 20 MB.'
            : 'Files up to 50 MB; images up to 20 MB.'}{' '}
          {limitWords(spec.kind, spec.limit)}
        </>
      }
      errors={errors}
    >
      <FileList field={spec.name} valueName={spec.name} files={list} idPrefix={id} />
      <FilePicker
        id={id}
        name={spec.name}
        label={<>Add {list.length ? 'more files' : 'files'}</>}
        multiple
        accept={acceptAttribute(spec.accept)}
        uploader={uploader}
      />
    </FilesFieldset>
  );
}
