/**
 * Reads CSV text (RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or LF) into
 * records, each with the line it starts on, for naming a bad row. No CSV library is installed
 * (decision 056 names csv-parse for when one is); this is the small, tested piece the account
 * import needs: it does not guess separators, encodings or types.
 */
export interface CsvRecord {
  /** The line of the file the record starts on, from 1. */
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

export function readCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.replace(/^\uFEFF/, '');
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    // A blank line is no record.
    if (fields.length > 1 || fields[0]!.trim() !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else {
      field += char;
    }
  }
  if (quoted)
    throw new CsvError(`A quoted field that starts on line ${start} is never closed.`, start);
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
