/** The crop's four boxes of a photo row, as typed (per cent). */
export const CROP_PARTS = ['left', 'top', 'width', 'height'] as const;
type CropPart = (typeof CROP_PARTS)[number];

/** A photo row as the form sends it: the file, its words, and the crop typed for it. */
export interface PhotoFormRow {
  file: string;
  alt: string;
  cover?: boolean;
  crop?: Partial<Record<CropPart, string>>;
}

/**
 * A photo list's rows as a form sends them (photos[0].file, photos[0].alt, photos[0].crop.left,
 * …), in their order: the photos it held or that were sent in parts before, each with what was
 * typed for it.
 */
export function photoRowsOf(form: FormData, field: string): PhotoFormRow[] {
  const pattern = new RegExp(
    `^${field.replace(/[^A-Za-z0-9_]/g, '\\$&')}\\[(\\d{1,4})\\]\\.(file|alt|crop\\.(?:left|top|width|height))$`,
  );
  const rows = new Map<number, PhotoFormRow>();
  for (const [name, value] of form) {
    const match = pattern.exec(name);
    if (!match || typeof value !== 'string') continue;
    const row = rows.get(Number(match[1])) ?? { file: '', alt: '' };
    const part = match[2]!;
    if (part.startsWith('crop.')) (row.crop ??= {})[part.slice(5) as CropPart] = value.slice(0, 20);
    else row[part as 'file' | 'alt'] = value;
    rows.set(Number(match[1]), row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** The rows as the form's values: their files and words, the cover, any crop still typed. */
export function appendPhotoRows(values: FormData, field: string, rows: readonly PhotoFormRow[]) {
  rows.forEach((row, index) => {
    values.append(`${field}[${index}].file`, row.file);
    values.append(`${field}[${index}].alt`, row.alt);
    if (row.cover) values.append(`${field}[${index}].cover`, 'on');
    for (const part of CROP_PARTS)
      if (row.crop?.[part]) values.append(`${field}[${index}].crop.${part}`, row.crop[part]);
  });
}

/** The rows as Conform holds the field's value (what the form takes on after a change). */
export const photoRowsValue = (rows: readonly PhotoFormRow[]) =>
  rows.map((row) => ({
    file: row.file,
    alt: row.alt,
    ...(row.cover ? { cover: 'on' } : {}),
    ...(row.crop ? { crop: row.crop } : {}),
  }));

/** Does this form value belong to a photo list's rows (and so is written again by it)? */
export const isPhotoRowName = (name: string, fields: readonly string[]) =>
  fields.some((field) => name.startsWith(`${field}[`));
