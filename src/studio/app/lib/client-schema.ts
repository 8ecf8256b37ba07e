import { z } from 'zod';
import type { FieldSpec } from '../../content/items.ts';
import { photoAltName, photoFileName } from './form-names.ts';
import { lower } from './words.ts';

/**
 * The checks the browser makes as staff leave a field (Conform's onBlur): the required fields and
 * the formats of addresses and numbers, read from the fields' specs. The server validates with
 * the entity's own schema anyway; this only says it sooner, so it never asks for more than the
 * server does. Everything else passes through.
 */
export function clientSchema(fields: readonly FieldSpec[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const label = lower(field.label);
    const text: z.ZodType<string | undefined> = field.required
      ? z
          .string({ error: `Enter the ${label}` })
          .trim()
          .min(1, `Enter the ${label}`)
      : z.string().optional();
    switch (field.kind) {
      case 'text':
      case 'textarea':
      case 'html':
      case 'tel':
      case 'date':
        shape[field.name] = text;
        break;
      case 'select':
        shape[field.name] = field.required
          ? z.string({ error: `Choose the ${label}` }).min(1, `Choose the ${label}`)
          : z.string().optional();
        break;
      case 'email':
        shape[field.name] = text.pipe(
          z.union([z.email(`Enter ${label} like name@example.com`), z.literal(''), z.undefined()]),
        );
        break;
      case 'url':
        shape[field.name] = text.pipe(
          z.union([
            z.string().regex(/^https?:\/\/\S+$/, `Enter ${label} starting with https://`),
            z.literal(''),
            z.undefined(),
          ]),
        );
        break;
      case 'number':
        shape[field.name] = text.pipe(
          z.union([
            z.string().regex(/^-?\d+(\.\d+)?$/, `Enter ${label} as a number`),
            z.undefined(),
          ]),
        );
        break;
      default:
        break;
    }
  }
  return z.looseObject(shape).superRefine((values, check) => {
    for (const field of fields) {
      if (field.kind !== 'photo') continue;
      const photo = (values[field.name] ?? {}) as Record<string, unknown>;
      const file = photo.file ?? values[photoFileName(field.name)];
      const alt = photo.alt ?? values[photoAltName(field.name)];
      if (file && !String(alt ?? '').trim())
        check.addIssue({
          code: 'custom',
          path: [field.name, 'alt'],
          message: 'Describe the photo for people who cannot see it',
        });
    }
  });
}
