import type { Db } from '../../../db/database.ts';
import type { Actor, StoredFile } from '../../content/items.ts';
import { ANGLES, cropProblem, editPhoto, type ImageEdit } from '../../content/photo-edit.ts';
import { photoControlId } from './form-names.ts';
import { CROP_PARTS, type PhotoFormRow } from './form-photos.server.ts';

export interface PhotoEditOutcome {
  rows: PhotoFormRow[];
  /** A refusal, at the field the button belongs to ('photos', or 'photos[3].edit'). */
  errors: Record<string, string[]>;
  /** The photograph stored for a turn or a crop. */
  stored?: StoredFile;
  /** The control that keeps the keyboard's focus: the moved photo's button, or the one pressed. */
  focus?: string;
}

const EDIT = /^(up|down|crop):(\d{1,4})$|^rotate:(\d{1,4}):(-?\d{1,4})$/;

/**
 * One button of a photo list pressed (issue 36): Move up or down (the photo's words, cover and
 * crop go with it), Turn left or right (a quarter), or Crop (the row's four boxes, in per cent
 * of the picture). A turn or a crop stores a new photograph (photo-edit.ts) in place of the
 * row's file; the original stays as it was. The rows are those the form showed, before any Remove
 * box or new upload. Anything not so (an unknown photo, an angle not a quarter, a crop outside
 * the picture) is a message at the field and leaves the rows as they were.
 */
export async function applyPhotoEdit(
  db: Db,
  input: {
    field: string;
    sent: string;
    rows: PhotoFormRow[];
    actor: Actor;
    uploadsDir: string;
  },
): Promise<PhotoEditOutcome> {
  const { field, rows } = input;
  const refuse = (name: string, message: string): PhotoEditOutcome => ({
    rows,
    errors: { [name]: [message] },
  });
  const match = EDIT.exec(input.sent);
  if (!match) return refuse(field, 'That change to the photos is not one the studio makes');
  const index = Number(match[2] ?? match[3]);
  const row = rows[index];
  if (!row) return refuse(field, `There is no photo ${index + 1} in this album: open it again`);
  const at = (control: string) => photoControlId(field, index, control);
  const action = match[1] ?? 'rotate';
  if (action === 'up' || action === 'down') return moved(field, rows, index, action);

  let edit: ImageEdit;
  if (action === 'rotate') {
    const angle = ((Number(match[4]) % 360) + 360) % 360;
    if (!(ANGLES as readonly number[]).includes(angle) || Number(match[4]) % 90 !== 0)
      return refuse(`${field}[${index}].edit`, 'A photo turns by 90, 180 or 270 degrees only');
    edit = { angle: angle as (typeof ANGLES)[number] };
  } else {
    const box = Object.fromEntries(
      CROP_PARTS.map((part) => [part, Number(row.crop?.[part]?.trim() || NaN)]),
    ) as Record<(typeof CROP_PARTS)[number], number>;
    const problem = cropProblem(box);
    if (problem) return refuse(`${field}[${index}].crop`, problem);
    edit = { crop: box };
  }
  const result = await editPhoto(db, {
    spec: row.file,
    edit,
    actor: input.actor,
    uploadsDir: input.uploadsDir,
  });
  if (!result.ok) return refuse(`${field}[${index}].edit`, result.message);
  const changed = rows.map((one, i) =>
    i === index
      ? { file: result.file.spec, alt: one.alt, ...(one.cover ? { cover: true } : {}) }
      : one,
  );
  return {
    rows: changed,
    errors: {},
    stored: result.file,
    focus: at(action === 'crop' ? 'crop' : `rotate-${match[4]}`),
  };
}

/** The photo one place up or down; at the end already, it stays, and so does the focus. */
function moved(
  field: string,
  rows: PhotoFormRow[],
  index: number,
  way: 'up' | 'down',
): PhotoEditOutcome {
  const to = way === 'up' ? index - 1 : index + 1;
  if (to < 0 || to >= rows.length)
    return { rows, errors: {}, focus: photoControlId(field, index, way === 'up' ? 'down' : 'up') };
  const order = [...rows];
  [order[index], order[to]] = [order[to]!, order[index]!];
  // At the top (or bottom) the same button is gone: the other one of the photo keeps the focus.
  const end = (way === 'up' && to === 0) || (way === 'down' && to === rows.length - 1);
  const control = end ? (way === 'up' ? 'down' : 'up') : way;
  return { rows: order, errors: {}, focus: photoControlId(field, to, control) };
}
