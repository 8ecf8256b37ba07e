import { CsvError as ParseError, parse } from 'csv-parse/sync';

/**
 * CSV text (RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or LF) read by
 * csv-parse into records, each with the line it starts on, for naming a bad row. It guesses no
 * separators, encodings or types: every field is text.
 */
export interface CsvRecord {
  /** The line of the file the record starts on, from 1. */
  line: number;
  fields: string[];
  /** The record as the file writes it (quotes and all), to hand back for mending. */
  text: string;
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
  try {
    const rows = parse(text, {
      bom: true,
      info: true,
      raw: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number }; raw: string }[];
    // `info.lines` is the line a record ends on: less the line breaks inside its fields, the
    // line it starts on. Its raw text carries the line breaks around it (a record cannot begin
    // or end with one of its own: that would be inside quotes).
    return rows.map(({ record, info, raw }) => ({
      line: info.lines - record.join('').split('\n').length + 1,
      fields: record,
      text: raw.replace(/^[\r\n]+|[\r\n]+$/g, ''),
    }));
  } catch (error) {
    if (error instanceof ParseError) {
      const line = (error as ParseError & { lines?: number }).lines ?? 1;
      throw new CsvError(
        `The file cannot be read as CSV near line ${line}: ${error.message}`,
        line,
      );
    }
    throw error;
  }
}
