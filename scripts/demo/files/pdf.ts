import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { COLLEGE } from '../sections/college.ts';

/**
 * PDFs on the college letterhead, with ruled tables and continuation pages when they run long. They use the standard PDF fonts (nothing embedded),
 * so each file stays around 1-3 KB, and fixed metadata, so every run writes the same bytes.
 */

/** A table drawn with ruled cells: a header row, then rows; `widths` are shares of the line. */
export interface PdfTable {
  caption?: string;
  columns: string[];
  rows: string[][];
  widths?: number[];
}

export interface PdfContent {
  title: string;
  /** Paragraphs ('- ' starts a bullet) and tables, in order. */
  body: (string | PdfTable)[];
  /** Reference line such as 'No. KBC/ADM/112'; omitted when absent. */
  reference?: string;
  /** The document's date as DD/MM/YYYY: its notice's own date (relative notices have no PDF). */
  date?: string;
  /** Who signs: defaults to the principal. */
  signedBy?: string;
  /** Another body's letterhead instead of the college's (a university's certificate). */
  letterhead?: { name: string; lines: string[] };
  /** A picture printed under the title (an organogram, geo-tagged photographs); made when written. */
  image?: () => Promise<{ bytes: Uint8Array; format: 'jpg' | 'png' }>;
}

/** pdf-lib writes "now" into the metadata unless told otherwise; we pin it. */
const FIXED_DATE = new Date('2026-01-01T00:00:00.000Z');
const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 56;
const NAVY = rgb(0.08, 0.2, 0.42);
const GREY = rgb(0.35, 0.35, 0.35);

/** Standard fonts only know WinAnsi; replace anything else so drawing never throws. */
function safeText(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')]
    .map((ch) => (known.has(ch.codePointAt(0) ?? 0) ? ch : ch === '₹' ? 'Rs.' : ' '))
    .join('');
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function centred(
  page: PDFPage,
  font: PDFFont,
  text: string,
  y: number,
  size: number,
  color = NAVY,
) {
  const clean = safeText(font, text);
  const width = font.widthOfTextAtSize(clean, size);
  page.drawText(clean, { x: (PAGE[0] - width) / 2, y, size, font, color });
}

/** Where the next line goes; a new page (with a running head) when the page is full. */
interface Cursor {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  head: string;
  font: PDFFont;
}

const BOTTOM = 72;

function room(c: Cursor, height: number): void {
  if (c.y - height >= BOTTOM) return;
  c.page = c.doc.addPage(PAGE);
  c.y = PAGE[1] - 48;
  c.page.drawText(c.head, { x: MARGIN, y: c.y, size: 9, font: c.font, color: GREY });
  c.y -= 24;
}

function drawTable(c: Cursor, table: PdfTable, regular: PDFFont, bold: PDFFont): void {
  const width = PAGE[0] - 2 * MARGIN;
  const shares = table.widths ?? table.columns.map(() => 1);
  const total = shares.reduce((a, b) => a + b, 0);
  const widths = shares.map((s) => (s / total) * width);
  const size = table.columns.length > 5 ? 8.5 : 9.5;
  const leading = size + 2;
  if (table.caption) {
    room(c, 40);
    c.page.drawText(safeText(bold, table.caption), { x: MARGIN, y: c.y, size: 11, font: bold });
    c.y -= 8;
  }
  const drawRow = (cells: string[], font: PDFFont, shaded: boolean) => {
    const lines = cells.map((cell, i) => wrap(font, safeText(font, cell), size, widths[i]! - 8));
    const height = Math.max(1, ...lines.map((l) => l.length)) * leading + 4;
    room(c, height);
    let x = MARGIN;
    lines.forEach((cellLines, i) => {
      const w = widths[i]!;
      c.page.drawRectangle({
        x,
        y: c.y - height,
        width: w,
        height,
        borderColor: GREY,
        borderWidth: 0.5,
        ...(shaded ? { color: rgb(0.9, 0.92, 0.96) } : {}),
      });
      cellLines.forEach((line, j) =>
        c.page.drawText(line, { x: x + 4, y: c.y - 3 - size - j * leading, size, font }),
      );
      x += w;
    });
    c.y -= height;
  };
  drawRow(table.columns, bold, true);
  for (const row of table.rows) drawRow(row, regular, false);
  c.y -= 14;
}

export async function makePdf(content: PdfContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(safeText(await doc.embedFont(StandardFonts.Helvetica), content.title));
  doc.setAuthor(COLLEGE.name);
  doc.setCreator('Kopoubari College office');
  doc.setProducer('scripts/demo (pdf-lib)');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);

  const page = doc.addPage(PAGE);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const small = await doc.embedFont(StandardFonts.Helvetica);
  const textWidth = PAGE[0] - 2 * MARGIN;

  // Letterhead: name, status line, address, contacts, a double rule.
  let y = PAGE[1] - 64;
  const head = content.letterhead ?? {
    name: COLLEGE.name,
    lines: [
      `(${COLLEGE.status}, affiliated to ${COLLEGE.affiliation})`,
      COLLEGE.postal_address,
      `Phone: ${COLLEGE.phone}  |  Email: ${COLLEGE.email}  |  ${COLLEGE.website}`,
    ],
  };
  centred(page, bold, head.name.toUpperCase(), y, head.name.length > 32 ? 16 : 22);
  y -= 4;
  // The last line (phone, email, website) in smaller type.
  head.lines.forEach((line, i) => {
    y -= 14;
    centred(page, regular, line, y, i === head.lines.length - 1 ? 9.5 : 10.5, GREY);
  });
  y -= 12;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE[0] - MARGIN, y },
    thickness: 1.6,
    color: NAVY,
  });
  page.drawLine({
    start: { x: MARGIN, y: y - 3 },
    end: { x: PAGE[0] - MARGIN, y: y - 3 },
    thickness: 0.6,
    color: NAVY,
  });
  y -= 26;

  if (content.reference || content.date) {
    if (content.reference)
      page.drawText(safeText(regular, content.reference), {
        x: MARGIN,
        y,
        size: 11,
        font: regular,
      });
    if (content.date) {
      const label = safeText(regular, `Date: ${content.date}`);
      page.drawText(label, {
        x: PAGE[0] - MARGIN - regular.widthOfTextAtSize(label, 11),
        y,
        size: 11,
        font: regular,
      });
    }
    y -= 30;
  }

  for (const line of wrap(bold, safeText(bold, content.title), 14, textWidth)) {
    centred(page, bold, line, y, 14, rgb(0, 0, 0));
    y -= 19;
  }
  y -= 10;

  if (content.image) {
    const { bytes, format } = await content.image();
    const picture = format === 'jpg' ? await doc.embedJpg(bytes) : await doc.embedPng(bytes);
    const scale = Math.min(textWidth / picture.width, 300 / picture.height);
    const w = picture.width * scale;
    const h = picture.height * scale;
    page.drawImage(picture, { x: (PAGE[0] - w) / 2, y: y - h, width: w, height: h });
    y -= h + 18;
  }

  const c: Cursor = {
    doc,
    page,
    y,
    head: safeText(small, `${COLLEGE.name}: ${content.title} (continued)`),
    font: small,
  };
  let afterBullet = false;
  for (const block of content.body) {
    if (typeof block !== 'string') {
      drawTable(c, block, regular, bold);
      afterBullet = false;
      continue;
    }
    const bullet = block.startsWith('- ');
    if (afterBullet && !bullet) c.y -= 6; // a little air after a list
    afterBullet = bullet;
    const indent = bullet ? 16 : 0;
    const lines = wrap(
      regular,
      safeText(regular, bullet ? block.slice(2) : block),
      11.5,
      textWidth - indent,
    );
    lines.forEach((line, i) => {
      room(c, 16);
      if (bullet && i === 0)
        c.page.drawText('-', { x: MARGIN + 4, y: c.y, size: 11.5, font: regular });
      c.page.drawText(line, { x: MARGIN + indent, y: c.y, size: 11.5, font: regular });
      c.y -= 15.5;
    });
    c.y -= bullet ? 2 : 8;
  }

  // Signature block, bottom right.
  const signer = content.signedBy ?? `Principal, ${COLLEGE.name}`;
  room(c, 56);
  const sy = Math.min(c.y - 24, 190);
  for (const [i, line] of ['Sd/-', ...signer.split(', ')].entries()) {
    const clean = safeText(i === 0 ? regular : bold, line);
    const font = i === 0 ? regular : bold;
    c.page.drawText(clean, {
      x: PAGE[0] - MARGIN - font.widthOfTextAtSize(clean, 11.5),
      y: sy - i * 15,
      size: 11.5,
      font,
    });
  }

  const footer = safeText(
    small,
    'Demonstration document of a fictional college. Not an official record.',
  );
  for (const each of doc.getPages())
    each.drawText(footer, { x: MARGIN, y: 36, size: 7.5, font: small, color: GREY });
  return doc.save({ useObjectStreams: true });
}
