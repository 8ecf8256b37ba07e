import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newAccountSchema } from '../auth/account-schema.ts';
import { ENTITY_DEFS, entityView } from './entities.ts';
import { CLOSED_KINDS, limitsOf } from './field-limits.ts';
import { profileSchema } from './profile/profile-schema.ts';
import type { FieldLimit, FieldSpec } from './items.ts';
import { READER } from './field-labels.ts';

/** A value of this kind just past its maximum, and otherwise as valid as can be. */
function pastLimit(spec: FieldSpec, limit: FieldLimit): unknown {
  const over = limit.max + 1;
  if (limit.unit === 'bytes') return `<p>${'x'.repeat(over)}</p>`;
  if (limit.unit === 'items') return Array.from({ length: over }, () => oneItem(spec));
  if (spec.kind === 'url') return `https://example.org/${'x'.repeat(over)}`;
  if (spec.kind === 'email') return `${'x'.repeat(over)}@example.org`;
  if (spec.kind === 'number') return '1'.repeat(over);
  return 'x'.repeat(over);
}

/** One row, file or photo of a list, as a form sends it. */
function oneItem(spec: FieldSpec): unknown {
  if (spec.kind === 'attachments') return 'studio/a.pdf';
  if (spec.kind === 'photos') return { file: 'studio/a.jpg', alt: 'A hall' };
  if (spec.kind === 'members') return { person_id: 1, live: true };
  return Object.fromEntries((spec.columns ?? []).map((column) => [column.name, 'a']));
}

/** The schema's messages at one field (its name, or a path inside it). */
function errorsAt(name: string, values: Record<string, unknown>, path: PropertyKey[]) {
  const def = ENTITY_DEFS.find((one) => one.name === name)!;
  const parsed = def.schema.safeParse(values);
  if (parsed.success) return [];
  return parsed.error.issues
    .filter((issue) => path.every((part, i) => issue.path[i] === part))
    .map((issue) => issue.message);
}

const FIELDS = ENTITY_DEFS.flatMap((def) =>
  entityView(def.name, READER)!.fields.map((spec) => [def.name, spec.name, spec] as const),
);

describe('every field of every entity has a maximum, and the server holds it', () => {
  it.each(FIELDS)('%s.%s', (entity, name, spec) => {
    if (CLOSED_KINDS.includes(spec.kind)) {
      // A choice or a box: a forged value, however long, is not one of its values.
      expect(errorsAt(entity, { [name]: 'x'.repeat(10_000) }, [name])).not.toEqual([]);
      return;
    }
    // One photograph is one file; its words have their maximum (below).
    if (spec.kind !== 'photo') {
      expect(spec.limit, `${entity}.${name} states no maximum`).toBeDefined();
      const limit = spec.limit!;
      const errors = errorsAt(entity, { [name]: pastLimit(spec, limit) }, [name]);
      expect(errors.length, `${entity}.${name} took a value past ${limit.max}`).toBeGreaterThan(0);
      // The message names the maximum (in KB for rich text).
      const max = limit.unit === 'bytes' ? `${limit.max / 1024} KB` : String(limit.max);
      expect(errors.join(' ')).toContain(max);
    }

    for (const column of spec.columns ?? []) {
      if (CLOSED_KINDS.includes(column.kind)) continue;
      expect(column.limit, `${entity}.${name}.${column.name} states no maximum`).toBeDefined();
      const row = { ...(oneItem(spec) as object), [column.name]: pastLimit(column, column.limit!) };
      expect(errorsAt(entity, { [name]: [row] }, [name, 0, column.name])).not.toEqual([]);
    }
    if (spec.kind === 'photo' || spec.kind === 'photos') {
      expect(
        spec.altLimit,
        `${entity}.${name}: the words of a photo state no maximum`,
      ).toBeDefined();
      const alt = 'x'.repeat(spec.altLimit!.max + 1);
      const value = { file: 'studio/a.jpg', alt };
      const path = spec.kind === 'photo' ? [name, 'alt'] : [name, 0, 'alt'];
      expect(
        errorsAt(entity, { [name]: spec.kind === 'photo' ? value : [value] }, path),
      ).not.toEqual([]);
    }
  });
});

/** The paths of a JSON Schema whose strings or lists state no maximum (a choice is closed). */
function unbounded(node: Record<string, unknown>, path = ''): string[] {
  if (node.enum || node.const !== undefined) return [];
  const anyOf = node.anyOf as Record<string, unknown>[] | undefined;
  if (anyOf) return anyOf.flatMap((one) => unbounded(one, path));
  if (node.type === 'string' && node.maxLength === undefined && node.maxBytes === undefined)
    return [path];
  if (node.type === 'array')
    return [
      ...(node.maxItems === undefined ? [path] : []),
      ...unbounded((node.items ?? {}) as Record<string, unknown>, `${path}[]`),
    ];
  const properties = (node.properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(properties).flatMap(([name, one]) =>
    unbounded(one, path ? `${path}.${name}` : name),
  );
}

describe('the profile’s and the accounts’ forms have a maximum for every field', () => {
  it.each([
    ['the profile', profileSchema],
    ['a new account', newAccountSchema],
  ] as const)('%s', (_name, schema) => {
    const described = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    expect(unbounded(described as Record<string, unknown>)).toEqual([]);
    // Each of its own fields refuses a value past its maximum, at the field.
    for (const [name, limit] of Object.entries(limitsOf(schema))) {
      if (limit.unit === 'items') continue;
      const parsed = schema.safeParse({ [name]: 'x'.repeat(limit.max + 1) });
      const here = parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] === name);
      expect(here, name).not.toEqual([]);
    }
  });
});
