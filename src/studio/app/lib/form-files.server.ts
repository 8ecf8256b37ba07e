import type { Db } from '../../../db/database.ts';
import { storeFile } from '../../content/files.ts';
import type { Actor, EntityView, FieldSpec } from '../../content/items.ts';
import type { FileFacts } from './file-facts.ts';
import { factsOfSpecs, factsOfStored } from './file-facts.server.ts';
import { coverName, photoEditName, photoFileName, removeName, uploadName } from './form-names.ts';
import {
  appendPhotoRows,
  isPhotoRowName,
  photoRowsOf,
  photoRowsValue,
  type PhotoFormRow,
} from './form-photos.server.ts';
import { applyPhotoEdit } from './photo-edits.server.ts';

export interface TakenFiles {
  /** The form's values with each file field's list as specs (files stored, removals applied). */
  values: FormData;
  /** Facts of every file the form holds now (stored by this post or before), to show again. */
  stored: Record<string, FileFacts>;
  /** A refused file's message, at its field. */
  fieldErrors: Record<string, string[]>;
  /**
   * A photo list's button was pressed (Move up, Turn, Crop): the form comes back with the list
   * changed, nothing saved; `value` is the list as Conform takes it on, `focus` the control that
   * keeps the keyboard's focus.
   */
  photoEdit?: { field: string; value: unknown; focus?: string | undefined };
}

/** Where the uploads folder is, for a photograph turned or cropped (photo-edit.ts). */
export interface TakeOptions {
  uploadsDir: string;
}

/**
 * The files a form sent without JavaScript (an <input type=file> in the multipart form): each is
 * stored at once (so a refusal of the item keeps it as a hidden value), and its spec joins its
 * field's list before the values are validated; the ticked Remove boxes leave it.
 */
export async function takeFiles(
  db: Db,
  form: FormData,
  view: EntityView,
  actor: Actor,
  options: TakeOptions,
): Promise<TakenFiles> {
  const values = new FormData();
  const fileFields = new Set<string>();
  const photoLists: string[] = [];
  const stored: Record<string, FileFacts> = {};
  const fieldErrors: Record<string, string[]> = {};
  let photoEdit: TakenFiles['photoEdit'];

  const store = async (field: FieldSpec, file: File): Promise<string | null> => {
    const result = await storeFile(db, {
      bytes: Buffer.from(await file.arrayBuffer()),
      originalName: file.name,
      actor,
      accept: field.kind === 'photo' ? 'image' : (field.accept ?? 'any'),
    });
    if (!result.ok) {
      (fieldErrors[field.name] ??= []).push(result.message);
      return null;
    }
    stored[result.file.spec] = factsOfStored(result.file);
    return result.file.spec;
  };
  const uploaded = (field: FieldSpec) =>
    form.getAll(uploadName(field.name)).filter((f): f is File => f instanceof File && f.size > 0);

  for (const field of view.fields) {
    if (field.kind !== 'attachments' && field.kind !== 'photo' && field.kind !== 'photos') continue;
    fileFields.add(uploadName(field.name));
    fileFields.add(removeName(field.name));
    fileFields.add(photoEditName(field.name));
    fileFields.add(coverName(field.name));
    const removed = new Set(form.getAll(removeName(field.name)).map(String));
    if (field.kind === 'attachments') {
      fileFields.add(field.name);
      const kept = form
        .getAll(field.name)
        .map(String)
        .filter((spec) => spec && !removed.has(spec));
      for (const file of uploaded(field)) {
        const spec = await store(field, file);
        if (spec) kept.push(spec);
      }
      kept.forEach((spec, index) => values.append(`${field.name}[${index}]`, spec));
    } else if (field.kind === 'photos') {
      // New photos join the list without words yet: the form asks for each one's alt text.
      photoLists.push(field.name);
      const cover = String(form.get(coverName(field.name)) ?? '');
      let rows: PhotoFormRow[] = photoRowsOf(form, field.name).map((row) =>
        row.file === cover && cover ? { ...row, cover: true } : row,
      );
      const sent = form.get(photoEditName(field.name));
      if (typeof sent === 'string' && sent) {
        const edit = await applyPhotoEdit(db, {
          field: field.name,
          sent: sent.slice(0, 40),
          rows,
          actor,
          uploadsDir: options.uploadsDir,
        });
        rows = edit.rows;
        for (const [name, messages] of Object.entries(edit.errors))
          (fieldErrors[name] ??= []).push(...messages);
        if (edit.stored) stored[edit.stored.spec] = factsOfStored(edit.stored);
        photoEdit = { field: field.name, value: undefined, focus: edit.focus };
      }
      rows = rows.filter((row) => !removed.has(row.file));
      for (const file of uploaded(field)) {
        const spec = await store(field, file);
        if (spec) rows.push({ file: spec, alt: '' });
      }
      appendPhotoRows(values, field.name, rows);
      if (photoEdit?.field === field.name) photoEdit.value = photoRowsValue(rows);
    } else {
      const name = photoFileName(field.name);
      fileFields.add(name);
      let spec = String(form.get(name) ?? '');
      if (removed.has(spec)) spec = '';
      const [file] = uploaded(field);
      if (file) spec = (await store(field, file)) ?? spec;
      values.append(name, spec);
    }
  }
  // Files sent in parts before this post, or kept from a refused one: their names and sizes.
  const earlier = [...values.values()].filter(
    (value): value is string =>
      typeof value === 'string' && value.startsWith('studio/') && !stored[value],
  );
  Object.assign(stored, await factsOfSpecs(db, earlier));
  for (const [name, value] of form) {
    if (fileFields.has(name) || isPhotoRowName(name, photoLists)) continue;
    if (typeof value === 'string') values.append(name, value);
  }
  return { values, stored, fieldErrors, ...(photoEdit ? { photoEdit } : {}) };
}
