import { describe, expect, it } from 'vitest';
import { CsvError, readCsv } from './csv.ts';

describe('readCsv', () => {
  it('reads records with the line each starts on, skipping blank lines', () => {
    expect(readCsv('name,email\r\nA,a@x.org\n\nB,b@x.org')).toEqual([
      { line: 1, fields: ['name', 'email'], text: 'name,email' },
      { line: 2, fields: ['A', 'a@x.org'], text: 'A,a@x.org' },
      { line: 4, fields: ['B', 'b@x.org'], text: 'B,b@x.org' },
    ]);
  });

  it('keeps commas, quotes and line breaks inside quoted fields', () => {
    expect(readCsv('"Das, Rina","say ""hi""","two\nlines"\nnext,row\n')).toEqual([
      {
        line: 1,
        fields: ['Das, Rina', 'say "hi"', 'two\nlines'],
        text: '"Das, Rina","say ""hi""","two\nlines"',
      },
      { line: 3, fields: ['next', 'row'], text: 'next,row' },
    ]);
  });

  it('drops a byte-order mark and keeps empty fields', () => {
    expect(readCsv('\uFEFFa,,c')).toEqual([{ line: 1, fields: ['a', '', 'c'], text: 'a,,c' }]);
  });

  it('refuses a quoted field never closed, naming its line', () => {
    expect(() => readCsv('a,b\n"open,c')).toThrow(CsvError);
    expect(() => readCsv('a,b\n"open,c')).toThrow(/line 2/);
  });
});
