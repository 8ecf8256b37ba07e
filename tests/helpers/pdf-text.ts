import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/**
 * The text a PDF draws, page after page, each shown string separated by a space. No text
 * extractor is installed (pdf-lib writes PDFs but does not read their text), so this reads the
 * page content streams pdf-lib decodes and collects the strings of their Tj operators, as the
 * demo's PDFs (standard fonts, WinAnsi) write them: hex strings or literal (...) strings.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const shown: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex, literal] of ops.matchAll(
        /(?:<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g,
      ))
        shown.push(
          winAnsi(
            hex !== undefined
              ? Buffer.from(hex, 'hex')
              : Buffer.from(literal!.replace(/\\(.)/g, '$1'), 'latin1'),
          ),
        );
    }
  }
  return shown.join(' ');
}

/** WinAnsi differs from Latin-1 in 0x80-0x9f: the typographic quotes and dashes live there. */
const WIN_ANSI: Record<number, string> = {
  0x85: '\u2026',
  0x91: '\u2018',
  0x92: '\u2019',
  0x93: '\u201c',
  0x94: '\u201d',
  0x96: '\u2013',
  0x97: '\u2014',
};

function winAnsi(bytes: Buffer): string {
  return [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');
}
