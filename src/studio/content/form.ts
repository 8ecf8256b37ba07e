import { z } from 'zod';
import type { Actor, FieldSpec } from './items.ts';

/** What the screens draw of a field, but its name (the form's key). */
export type Control = Omit<FieldSpec, 'name'>;

/**
 * One field of a form, stated once: the control the screens draw (or, where it depends on who
 * is signed in, how to make it) beside the schema its value is taken by.
 */
export type FormField<T extends z.ZodType = z.ZodType> = { value: T } & (
  Control | { control: (actor: Actor) => Control }
);

export type FormFields = Record<string, FormField>;

/** The shape of a form's schema: each field's value. */
export type FormShape<F extends FormFields> = { [K in keyof F]: F[K]['value'] };

/**
 * A form from its one list of fields (decision 082): the shape of its schema (z.object, with
 * the form's own checks across fields added after) and the fields the screens draw, in the
 * list's order.
 */
export function form<const F extends FormFields>(fields: F) {
  const entries = Object.entries(fields);
  return {
    shape: Object.fromEntries(entries.map(([name, field]) => [name, field.value])) as FormShape<F>,
    fields: (actor: Actor): FieldSpec[] =>
      entries.map(([name, field]) => {
        const { value: _value, ...control } = field;
        return {
          name,
          ...('control' in control ? control.control(actor) : (control as Control)),
        };
      }),
  };
}
