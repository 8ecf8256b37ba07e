import { useEffect, useRef, useState } from 'react';
import { useActionData } from 'react-router';
import { specOf, type FileFacts } from '../lib/file-facts.ts';
import { fieldId, removeName } from '../lib/form-names.ts';
import type { ItemActionData } from '../lib/item-action.server.ts';
import { limitWords, maxLengthOf } from '../lib/limit-words.ts';
import { acceptAttribute, factsFor } from './attachments-field.tsx';
import { Field } from './field.tsx';
import type { FieldProps } from './field-control.tsx';
import { FilePicker, FilesFieldset } from './files-fieldset.tsx';
import { PhotoTools, type Row } from './photo-tools.tsx';
import { useUploader } from './use-uploader.ts';

/** The rows a photo list holds, from its value (the stored item, or the form sent back). */
function rowsOf(value: unknown): Row[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row: unknown) => {
    const { file, alt, cover, crop } = (row ?? {}) as Record<string, unknown>;
    const spec = specOf(file);
    if (!spec) return [];
    return [
      {
        file: spec,
        alt: typeof alt === 'string' ? alt : '',
        cover: cover === true || cover === 'on',
        crop: crop && typeof crop === 'object' ? (crop as Row['crop']) : undefined,
      },
    ];
  });
}

/**
 * The control a photo list's button leaves the focus on (the moved photo's Move up): put there
 * by `autofocus` when the page comes back whole (without JavaScript), and by this once the list
 * is drawn in the answer's order (the moved row's button was taken out of the page and put back,
 * which loses the focus): once per answer.
 */
function useFocusAfterEdit(name: string, rows: readonly Row[]): string | undefined {
  const reply = useActionData<ItemActionData>();
  const focus = reply?.focus;
  const handled = useRef<ItemActionData>(undefined);
  const answered = filesOf(rowsOf(reply?.result?.initialValue?.[name]));
  const drawn = filesOf(rows);
  useEffect(() => {
    if (!focus || handled.current === reply || drawn !== answered) return;
    handled.current = reply;
    document.getElementById(focus)?.focus();
  }, [reply, focus, drawn, answered]);
  return focus;
}

const filesOf = (rows: readonly Row[]) => rows.map((row) => row.file).join('\n');

/**
 * Many photographs at once (a gallery album), each with the words that say what it shows. One
 * file input takes many files. With JavaScript each is sent in parts as soon as it is chosen and
 * gets its own alt-text box at once; without, the files go with the form, which comes back with
 * every new photo listed and its alt-text box marked as needed: type them, save again
 * (decision 055). An empty alt text is refused at its own box; nothing is saved until all have one.
 * Each photo has its tools (photo-tools.tsx): move it, turn it, crop it, make it the cover.
 */
export function PhotosField({ spec, field, files }: Pick<FieldProps, 'spec' | 'field' | 'files'>) {
  const id = fieldId(spec.name);
  const [added, setAdded] = useState<FileFacts[]>([]);
  // Files arrive in any order; they are listed in the order they were chosen.
  const [chosen, setChosen] = useState<string[]>([]);
  const uploader = useUploader('image', (file) => setAdded((list) => [...list, file]));
  const place = (file: FileFacts) => chosen.indexOf(file.name);
  const held = rowsOf(field.initialValue);
  const rows: Row[] = [
    ...held,
    ...added
      .filter((a) => !held.some((h) => h.file === a.spec))
      .sort((a, b) => place(a) - place(b))
      .map((a) => ({ file: a.spec, alt: '', cover: false, crop: undefined })),
  ];
  const focus = useFocusAfterEdit(spec.name, rows);
  const facts = factsFor(
    rows.map((row) => row.file),
    { ...files, ...Object.fromEntries(added.map((a) => [a.spec, a])) },
  );
  return (
    <FilesFieldset
      id={id}
      legend={spec.label}
      hint={
        <>
          {spec.hint} Images up to 20 MB. {limitWords(spec.kind, spec.limit)}
        </>
      }
      errors={field.errors ?? []}
    >
      {rows.length ? (
        <ol className="photo-list">
          {rows.map((row, index) => {
            const file = facts[index]!;
            const altName = `${spec.name}[${index}].alt`;
            const removeId = `${id}-remove-${index}`;
            return (
              <li key={row.file}>
                {file.href ? (
                  <img className="thumbnail" src={file.href} alt="" width={96} height={72} />
                ) : null}
                <div className="photo-words">
                  <input type="hidden" name={`${spec.name}[${index}].file`} value={row.file} />
                  <Field
                    id={fieldId(altName)}
                    label={`What photo ${index + 1} (${file.name}) shows`}
                    errors={field.allErrors[altName]}
                    required
                  >
                    {(aria) => (
                      <input
                        type="text"
                        name={altName}
                        {...maxLengthOf(spec.altLimit)}
                        defaultValue={row.alt}
                        {...aria}
                        required={false}
                      />
                    )}
                  </Field>
                  <PhotoTools
                    name={spec.name}
                    index={index}
                    count={rows.length}
                    row={row}
                    errors={field.allErrors}
                    focus={focus}
                  />
                  <span className="remove">
                    <input
                      type="checkbox"
                      id={removeId}
                      name={removeName(spec.name)}
                      value={row.file}
                    />
                    <label htmlFor={removeId}>
                      Remove <span className="visually-hidden">photo {index + 1}</span>
                    </label>
                  </span>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <FilePicker
        id={id}
        name={spec.name}
        label="Add photos"
        multiple
        accept={acceptAttribute('image')}
        uploader={uploader}
        onChange={(event) => {
          const names = Array.from(event.currentTarget.files ?? [], (file) => file.name);
          setChosen((list) => [...list, ...names]);
          void uploader.onChange(event);
        }}
      />
    </FilesFieldset>
  );
}
