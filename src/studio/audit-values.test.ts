import { describe, expect, it } from 'vitest';
import { LINE_BYTES, changesOf, isCut } from './audit-values.ts';

const bytesOf = (change: ReturnType<typeof changesOf>) =>
  (JSON.stringify(change?.before) ?? '').length + (JSON.stringify(change?.after) ?? '').length;

describe('what a line of the audit log keeps of a change', () => {
  it('keeps the fields that changed, each with its old and new value', () => {
    const before = { title: 'Old', date: '2026-06-15', new: true };
    const after = { title: 'New', date: '2026-06-15', new: false, link: 'https://x.example' };
    expect(changesOf(before, after)).toEqual({
      before: { title: 'Old', new: true },
      after: { title: 'New', new: false, link: 'https://x.example' },
    });
    expect(changesOf(undefined, { title: 'Made' })).toEqual({
      before: undefined,
      after: { title: 'Made' },
    });
    expect(changesOf(undefined, undefined)).toBeUndefined();
  });

  it('keeps a 5 MB rich text as its length, an excerpt of its words and a hash', () => {
    const huge = `<p><strong>Admission</strong> opens &amp; closes ${'soon. '.repeat(900_000)}</p>`;
    const change = changesOf({ description: '<p>Short</p>' }, { description: huge });
    const kept = (change?.after as Record<string, unknown>).description;
    expect(isCut(kept)).toBe(true);
    expect(kept).toMatchObject({ $cut: 'text', length: huge.length });
    if (!isCut(kept)) return;
    expect(kept.excerpt).toMatch(/^Admission opens & closes soon\. soon\./);
    expect(kept.excerpt!.length).toBeLessThanOrEqual(100);
    expect(kept.sha256).toMatch(/^[0-9a-f]{16}$/);
    expect(bytesOf(change)).toBeLessThan(1000);
  });

  it('tells two long texts apart by their hash, and a long list by its first items', () => {
    const a = 'x'.repeat(10_000);
    const b = `${'x'.repeat(9_999)}y`;
    const change = changesOf({ body: a, rows: [] }, { body: b, rows: Array(500).fill({ n: 1 }) });
    const before = change?.before as Record<string, { sha256: string }>;
    const after = change?.after as Record<string, unknown>;
    expect(before.body!.sha256).not.toBe((after.body as { sha256: string }).sha256);
    expect(JSON.stringify(after.rows).length).toBeLessThanOrEqual(1500);
  });

  it('keeps no line past a few KB, however many fields are large', () => {
    const wide = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`field_${i}`, Array(30).fill(`${i} `.repeat(90))]),
    );
    const change = changesOf({}, wide);
    expect(bytesOf(change)).toBeLessThanOrEqual(LINE_BYTES);
    expect(Object.keys(change?.after as object)).toHaveLength(40);
  });
});
