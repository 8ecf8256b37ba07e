import type { FieldSpec } from '../../content/items.ts';

/**
 * A new item's choices given by its address (issue 36): "Add a file to this metric" opens
 * /items/naac_file/new?metric=<its place>. Only a select's own option is taken, so an address
 * made by hand with a value that is not one (or an old one) is simply not chosen; the store
 * checks the choice again on save, as every value.
 */
export function presetFromAddress(
  fields: readonly FieldSpec[],
  params: URLSearchParams,
): Record<string, string> {
  const preset: Record<string, string> = {};
  for (const field of fields) {
    const value = params.get(field.name);
    if (field.kind === 'select' && value && field.options?.some((o) => o.value === value))
      preset[field.name] = value;
  }
  return preset;
}
