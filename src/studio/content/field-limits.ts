import { z } from 'zod';
import type { FieldKind, FieldLimit, FieldSpec } from './items.ts';

/** A node of a schema's JSON Schema, as much of it as the limits need. */
interface Node {
  maxLength?: number;
  maxItems?: number;
  /** Rich text's limit in bytes (fields.ts html()). */
  maxBytes?: number;
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
}

/** Kinds whose values are closed lists (a choice, a box): nothing to type, no maximum needed. */
export const CLOSED_KINDS: readonly FieldKind[] = ['select', 'checkbox'];

const described = new WeakMap<z.ZodType, Node>();

/**
 * The form as its schema takes it in (zod's JSON Schema of the input side): the maximum of every
 * field is stated once, in the schema, and read from there by the screens (decision 071).
 */
function nodeOf(schema: z.ZodType): Node {
  let node = described.get(schema);
  if (!node) {
    node = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
    described.set(schema, node);
  }
  return node;
}

/** One property's node, through a union (`anyOf`) where a field may be of two shapes. */
const propertyOf = (node: Node | undefined, name: string): Node | undefined => {
  const direct = node?.properties?.[name];
  return direct ?? node?.anyOf?.map((one) => one.properties?.[name]).find(Boolean);
};

/** The maximum a node states, in the unit it is counted in; undefined when it states none. */
export function limitOfNode(node: Node | undefined): FieldLimit | undefined {
  if (!node) return undefined;
  if (node.maxBytes !== undefined) return { max: node.maxBytes, unit: 'bytes' };
  if (node.maxLength !== undefined) return { max: node.maxLength, unit: 'characters' };
  if (node.maxItems !== undefined) return { max: node.maxItems, unit: 'items' };
  const limits = (node.anyOf ?? []).map(limitOfNode).filter((limit) => limit !== undefined);
  return limits[0];
}

/**
 * The fields as an entity describes them, each with the maximum its schema holds it to: the
 * field's own, a row's columns', a photo's words'. What the screens show ("Up to 300
 * characters", maxLength) is what the server refuses past.
 */
export function withLimits(fields: readonly FieldSpec[], schema: z.ZodType): FieldSpec[] {
  const form = nodeOf(schema);
  return fields.map((field) => {
    const node = propertyOf(form, field.name);
    const limit = limitOfNode(node);
    const row = node?.items;
    return {
      ...field,
      ...(limit ? { limit } : {}),
      ...(field.columns
        ? {
            columns: field.columns.map((column) => {
              const cell = limitOfNode(propertyOf(row, column.name));
              return cell ? { ...column, limit: cell } : column;
            }),
          }
        : {}),
      ...(field.kind === 'photo' || field.kind === 'photos'
        ? { altLimit: limitOfNode(propertyOf(field.kind === 'photo' ? node : row, 'alt')) }
        : {}),
    };
  });
}

/** The maxima of a schema's own fields by name (the profile's screens, drawn by hand). */
export function limitsOf(schema: z.ZodType): Record<string, FieldLimit> {
  const form = nodeOf(schema);
  return Object.fromEntries(
    Object.keys(form.properties ?? {}).flatMap((name) => {
      const limit = limitOfNode(propertyOf(form, name));
      return limit ? [[name, limit]] : [];
    }),
  );
}
