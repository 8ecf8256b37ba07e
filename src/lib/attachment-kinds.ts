import contentDisposition from 'content-disposition';

/** One kind of attachment the site accepts and serves. */
export interface AttachmentKind {
  /** What the file must be, in a problem: 'a PDF', 'a PNG image'. */
  label: string;
  /** How a download link names it: 'PDF', 'Word document'. */
  name: string;
  /** The types file-type may find in its first bytes; [] for plain text, which has none. */
  detect: readonly string[];
  /** The Content-Type it is served with. */
  contentType: string;
  /** Shown in the browser (PDFs and raster images); everything else is a download. */
  inline?: boolean;
  /** A raster image: measured and made into phone-sized versions at import. */
  image?: boolean;
}

const OOXML = 'application/vnd.openxmlformats-officedocument';
const ODF = 'application/vnd.oasis.opendocument';
/** Old Office files (.doc, .xls, .ppt) share one container format, CFB. */
const CFB = ['application/x-cfb'];

const image = (label: string, name: string, contentType: string): AttachmentKind => ({
  label,
  name,
  detect: [contentType],
  contentType,
  inline: true,
  image: true,
});
const office = (label: string, name: string, contentType: string, detect = [contentType]) => ({
  label,
  name,
  detect,
  contentType,
});

/**
 * The allow-list of attachments, by extension. The importer accepts a file only when its
 * content (magic bytes) is of its kind; nothing here can run script in a browser: web pages,
 * SVG and XML are refused, as are archives and programs. Decision 018.
 */
export const ATTACHMENT_KINDS: Readonly<Record<string, AttachmentKind>> = {
  pdf: {
    label: 'a PDF',
    name: 'PDF',
    detect: ['application/pdf'],
    contentType: 'application/pdf',
    inline: true,
  },
  jpg: image('a JPEG image', 'JPEG image', 'image/jpeg'),
  jpeg: image('a JPEG image', 'JPEG image', 'image/jpeg'),
  png: image('a PNG image', 'PNG image', 'image/png'),
  gif: image('a GIF image', 'GIF image', 'image/gif'),
  webp: image('a WebP image', 'WebP image', 'image/webp'),
  avif: image('an AVIF image', 'AVIF image', 'image/avif'),
  docx: office('a Word document', 'Word document', `${OOXML}.wordprocessingml.document`),
  xlsx: office('an Excel workbook', 'Excel workbook', `${OOXML}.spreadsheetml.sheet`),
  pptx: office('a PowerPoint file', 'PowerPoint', `${OOXML}.presentationml.presentation`),
  doc: office('a Word 97–2003 document', 'Word document', 'application/msword', CFB),
  xls: office('an Excel 97–2003 workbook', 'Excel workbook', 'application/vnd.ms-excel', CFB),
  ppt: office('a PowerPoint 97–2003 file', 'PowerPoint', 'application/vnd.ms-powerpoint', CFB),
  odt: office('an OpenDocument text', 'OpenDocument text', `${ODF}.text`),
  ods: office('an OpenDocument spreadsheet', 'OpenDocument spreadsheet', `${ODF}.spreadsheet`),
  odp: office('an OpenDocument presentation', 'OpenDocument slides', `${ODF}.presentation`),
  txt: office('plain text', 'Text', 'text/plain; charset=utf-8', []),
  csv: office('a CSV table (plain text)', 'CSV table', 'text/csv; charset=utf-8', []),
};

/** 'pdf' for 'notices/Form.PDF'; '' without an extension. */
export const extensionOf = (path: string) =>
  /\.([^./]+)$/.exec(path.split('/').pop() ?? '')?.[1]?.toLowerCase() ?? '';

/** The kind a file's name says it is, if it is one of the allow-list. */
export const kindOf = (path: string): AttachmentKind | undefined =>
  Object.hasOwn(ATTACHMENT_KINDS, extensionOf(path))
    ? ATTACHMENT_KINDS[extensionOf(path)]
    : undefined;

/** True when the file's name says it is a raster image of the allow-list. */
export const isImagePath = (path: string) => kindOf(path)?.image === true;

/**
 * The policy of every answer that is a file (uploads, a CV, a gallery image): no script, no
 * plugin, no request to anywhere, no framing; the browser's own viewer may style an image.
 * Chromium's PDF viewer works under it.
 */
export const FILE_CSP =
  "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * Headers for a file answer: its type by the allow-list (anything else is a plain byte stream),
 * nosniff so the browser never guesses otherwise, the sandboxing policy, and a download for
 * everything but PDFs and raster images.
 */
export function fileAnswerHeaders(fileName: string): Record<string, string> {
  const kind = kindOf(fileName);
  return {
    'Content-Type': kind?.contentType ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': FILE_CSP,
    ...(kind?.inline
      ? {}
      : { 'Content-Disposition': contentDisposition(fileName.split('/').pop() || 'file') }),
  };
}
