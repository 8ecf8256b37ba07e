/**
 * Names of the form's own controls beside the entity's fields: the file inputs and Remove boxes
 * of a file field, and the photo's parts. The action turns them into the field's value.
 */
export const uploadName = (field: string) => `upload--${field}`;
export const removeName = (field: string) => `remove--${field}`;
/** A photo list's buttons that change one photo ('up:3', 'rotate:3:90', 'crop:3'), and its cover. */
export const photoEditName = (field: string) => `edit--${field}`;
export const coverName = (field: string) => `cover--${field}`;
/** A photo row's controls' ids: `field-photos-3-up`, `field-photos-3-rotate-90`, … */
export const photoControlId = (field: string, index: number, control: string) =>
  fieldId(`${field}[${index}].${control}`);
/** A photo field's value is { file, alt }: the stored file's spec and its alt text. */
export const photoFileName = (field: string) => `${field}.file`;
export const photoAltName = (field: string) => `${field}.alt`;

/** An element id from a field name ('members[0].name' → 'field-members-0-name'). */
export const fieldId = (name: string) => `field-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/**
 * The editor's intents, one per button of its one form: `unpublish` asks first (a dialog, or a
 * confirmation step without JavaScript), `confirm-unpublish` acts, `keep` answers "no" to it.
 */
export const INTENTS = [
  'save',
  'preview',
  'publish',
  'unpublish',
  'confirm-unpublish',
  'keep',
  // A schedule (decision 088): the form saved, its times set; or the times cancelled.
  'schedule',
  'unschedule',
] as const;
export type Intent = (typeof INTENTS)[number];
