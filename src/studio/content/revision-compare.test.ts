import { describe, expect, it } from 'vitest';
import type { FieldSpec } from './items.ts';
import { compareField } from './revision-compare.ts';

const snapshot = (values: Record<string, unknown>) => ({ values, files: {} });
const compare = (field: FieldSpec, a: unknown, b: unknown) =>
  compareField(field, snapshot({ [field.name]: a }), snapshot({ [field.name]: b }), {
    'studio/ab12.pdf': {
      spec: 'studio/ab12.pdf',
      originalName: 'timetable.pdf',
      attachment: { type: 'studio', path: 'ab12.pdf', fileType: 'PDF' },
    },
  });
const marked = (parts: { text: string; change?: string }[]) =>
  parts.filter((part) => part.change).map((part) => part.text);

describe('a field of two revisions compared', () => {
  it('compares rich text by the words a reader sees, not its tags', () => {
    const field = { name: 'body', label: 'Body', kind: 'html' } as const;
    const result = compare(
      field,
      '<p>Fees are due on <b>Monday</b></p>',
      '<p>Fees are due on Friday</p>',
    );
    expect(result.changed).toBe(true);
    expect(marked(result.before)).toEqual(['Monday']);
    expect(marked(result.after)).toEqual(['Friday']);
    expect(compare(field, '<p>Same</p>', '<p><em>Same</em></p>').changed).toBe(false);
  });

  it('says a ticked box and a choice in the words of the form', () => {
    const box = { name: 'isNew', label: 'Mark as new', kind: 'checkbox' } as const;
    expect(marked(compare(box, false, true).after)).toEqual(['Yes']);
    const select = {
      name: 'type',
      label: 'Kind',
      kind: 'select',
      options: [
        { value: 'A', label: 'Academic notice' },
        { value: 'B', label: 'Admission notice' },
      ],
    } as const;
    const kind = compare(select, 'A', 'B');
    expect(kind.before.map((part) => part.text).join('')).toBe('Academic notice');
    expect(kind.after.map((part) => part.text).join('')).toBe('Admission notice');
  });

  it('compares lists line by line: files by their names, rows by their cells', () => {
    const files = { name: 'attachments', label: 'Attachments', kind: 'attachments' } as const;
    const added = compare(files, [], ['studio/ab12.pdf']);
    expect(marked(added.after)).toEqual(['timetable.pdf']);
    const rows = {
      name: 'members',
      label: 'Members',
      kind: 'rows',
      columns: [
        { name: 'name', label: 'Name', kind: 'text' },
        { name: 'designation', label: 'Designation', kind: 'text' },
      ],
    } as const;
    const before = [{ name: 'Dr. A. Das', designation: 'Convener' }, { name: 'B. Roy' }];
    const after = [{ name: 'Dr. A. Das', designation: 'Convener' }, { name: 'C. Gogoi' }];
    const result = compare(rows, before, after);
    expect(marked(result.before)).toEqual(['B. Roy']);
    expect(marked(result.after)).toEqual(['C. Gogoi']);
    expect(result.after[0]).toEqual({ text: 'Dr. A. Das · Convener' });
  });

  it('reads a field that is absent as empty, and equal when both are', () => {
    const text = { name: 'link', label: 'Link', kind: 'url' } as const;
    expect(compare(text, undefined, undefined).changed).toBe(false);
    expect(marked(compare(text, undefined, 'https://example.org').after)).toEqual([
      'https://example.org',
    ]);
  });
});
