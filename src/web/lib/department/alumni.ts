import type { Alumnus } from '../../../contract/schemas/departments.ts';

/** Batches, latest first ('2024' before '2023'; digits compare as numbers). */
export function groupByBatch(alumni: readonly Alumnus[]): { batch: string; alumni: Alumnus[] }[] {
  const batches = new Map<string, Alumnus[]>();
  for (const alumnus of alumni) {
    const batch = alumnus.batch.trim();
    batches.set(batch, [...(batches.get(batch) ?? []), alumnus]);
  }
  return [...batches]
    .sort(([a], [b]) => b.localeCompare(a, 'en', { numeric: true }))
    .map(([batch, members]) => ({ batch, alumni: members }));
}
