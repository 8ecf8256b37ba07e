/**
 * A photo list's rows as a form sends them (photos[0].file, photos[0].alt, …), in their order:
 * the photos it held or that were sent in parts before, each with what was typed for it.
 */
export function photoRowsOf(form: FormData, field: string): { file: string; alt: string }[] {
  const pattern = new RegExp(
    `^${field.replace(/[^A-Za-z0-9_]/g, '\\$&')}\\[(\\d{1,4})\\]\\.(file|alt)$`,
  );
  const rows = new Map<number, { file: string; alt: string }>();
  for (const [name, value] of form) {
    const match = pattern.exec(name);
    if (!match || typeof value !== 'string') continue;
    const row = rows.get(Number(match[1])) ?? { file: '', alt: '' };
    row[match[2] as 'file' | 'alt'] = value;
    rows.set(Number(match[1]), row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** Does this form value belong to a photo list's rows (and so is written again by it)? */
export const isPhotoRowName = (name: string, fields: readonly string[]) =>
  fields.some((field) => name.startsWith(`${field}[`));
