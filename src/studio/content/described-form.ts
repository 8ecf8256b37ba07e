import type { Field, FieldNamed } from '../../entities/field.ts';
import {
  assameseHtml,
  checkbox,
  fileSpecs,
  html,
  optionalAssamese,
  optionalDate,
  optionalEmail,
  optionalText,
  optionalUrl,
  photo,
  realDate,
  requiredText,
} from './fields.ts';
import type { Control, FormField } from './form.ts';

/** The studio's schema of a described field's value, by its kind. */
type ValueOf<F extends Field> = F['kind'] extends 'line' | 'phone'
  ? F['lang'] extends 'as'
    ? ReturnType<typeof optionalAssamese>
    : F['required'] extends true
      ? ReturnType<typeof requiredText>
      : ReturnType<typeof optionalText>
  : F['kind'] extends 'date'
    ? F['required'] extends true
      ? ReturnType<typeof realDate>
      : ReturnType<typeof optionalDate>
    : F['kind'] extends 'html'
      ? F['lang'] extends 'as'
        ? ReturnType<typeof assameseHtml>
        : ReturnType<typeof html>
      : F['kind'] extends 'url'
        ? ReturnType<typeof optionalUrl>
        : F['kind'] extends 'flag'
          ? ReturnType<typeof checkbox>
          : F['kind'] extends 'photo' | 'portrait'
            ? ReturnType<typeof photo>
            : F['kind'] extends 'email'
              ? typeof optionalEmail
              : ReturnType<typeof fileSpecs>;

function valueOf(field: Field) {
  const max = field.max;
  switch (field.kind) {
    case 'line':
    case 'phone':
      if (field.lang === 'as') return optionalAssamese(field.what, max);
      return field.required ? requiredText(field.what, max) : optionalText(field.what, max);
    case 'email':
      return optionalEmail;
    case 'date':
      return field.required ? realDate(field.what) : optionalDate(field.what);
    case 'html':
      return field.lang === 'as' ? assameseHtml(field.what) : html(field.what);
    case 'url':
      return optionalUrl(field.what);
    case 'flag':
      return checkbox();
    case 'photo':
    case 'portrait':
      return photo();
    case 'attachments':
      return fileSpecs();
  }
}

/** The control the screens draw for a described field. */
export function controlOf(field: Field): Control {
  const kinds = {
    line: 'text',
    date: 'date',
    html: 'html',
    url: 'url',
    flag: 'checkbox',
    photo: 'photo',
    portrait: 'photo',
    attachments: 'attachments',
    email: 'email',
    phone: 'tel',
  } as const;
  const day = field.required ? 'YYYY-MM-DD' : 'Optional, YYYY-MM-DD';
  const hint = field.hint ?? (field.kind === 'date' ? day : undefined);
  return {
    label: field.label,
    kind: kinds[field.kind],
    ...(field.required ? { required: true } : {}),
    ...(hint ? { hint } : {}),
    ...(field.kind === 'photo' || field.kind === 'portrait' ? { accept: 'image' as const } : {}),
    ...(field.kind === 'attachments' ? { accept: 'any' as const } : {}),
    ...(field.lang ? { lang: field.lang } : {}),
  };
}

/** The form's fields of these described ones, by name, in the order named. */
export function describedFields<const Fs extends readonly Field[], const N extends string>(
  fields: Fs,
  names: readonly N[],
): { [K in N]: FormField<ValueOf<FieldNamed<Fs, K>>> } {
  return Object.fromEntries(
    names.map((name) => {
      const field = fields.find((one) => one.name === name);
      if (!field) throw new Error(`No field '${name}' is described`);
      return [name, { ...controlOf(field), value: valueOf(field) }];
    }),
  ) as never;
}
