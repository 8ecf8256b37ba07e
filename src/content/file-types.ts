import { readFile } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { ATTACHMENT_KINDS, extensionOf, kindOf } from '../lib/attachment-kinds.ts';

/** Why some common kinds are refused, in words staff can act on. */
const SVG = 'an SVG image can carry script; export it as PNG';
const PAGE = 'a web page can carry script; save it as PDF';
const REFUSED: Readonly<Record<string, string>> = {
  svg: SVG,
  svgz: SVG,
  ...Object.fromEntries(
    ['html', 'htm', 'shtml', 'xht', 'xhtml', 'mht', 'mhtml', 'xml', 'xsl'].map((ext) => [
      ext,
      PAGE,
    ]),
  ),
};

const ACCEPTED =
  'PDF, JPEG, PNG, GIF, WebP or AVIF images, Word, Excel, PowerPoint, OpenDocument, plain text or CSV';

/** A file on disk (its absolute path), or its bytes (an upload in the studio). */
export type FileSource = string | Uint8Array;

const bytesOf = (source: FileSource) =>
  typeof source === 'string' ? readFile(source) : Promise.resolve(source);

const detectType = (source: FileSource) =>
  (typeof source === 'string' ? fileTypeFromFile(source) : fileTypeFromBuffer(source)).catch(
    () => undefined,
  );

/** Plain text: UTF-8 without NUL bytes (which would mark a binary file). */
async function isPlainText(source: FileSource): Promise<boolean> {
  const bytes = await bytesOf(source);
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks one attachment against the allow-list (lib/attachment-kinds.ts) by its content, read
 * by file-type, not by its name: a PDF must be a PDF, an image an image. The content is a file
 * on disk (the importer) or bytes in memory (a studio upload). Returns the problem in words, or
 * null when the file is what its name says.
 */
export async function checkAttachmentType(
  source: FileSource,
  path: string,
): Promise<string | null> {
  const ext = extensionOf(path);
  const kind = kindOf(path);
  if (!kind) return extensionProblem(path);
  const found = await detectType(source);
  if (kind.detect.length === 0) {
    if (!found && (await isPlainText(source))) return null;
  } else if (found && kind.detect.includes(found.mime)) return null;
  const content = found
    ? `its content is ${describe(found.ext)}`
    : 'its content is not a kind of file it can recognise';
  return `is named .${ext} but is not ${kind.label} (${content})`;
}

/** Why a file's name alone puts it off the allow-list, or null when its extension is on it. */
export function extensionProblem(path: string): string | null {
  if (kindOf(path)) return null;
  const ext = extensionOf(path);
  const why = REFUSED[ext];
  const what = ext ? `'.${ext}' files are` : 'a file without an extension is';
  return `${what} not accepted${why ? ` (${why})` : ''}; attachments may be ${ACCEPTED}`;
}

/** 'a PNG image', 'a ZIP archive', … for the type file-type found. */
function describe(ext: string): string {
  if (Object.hasOwn(ATTACHMENT_KINDS, ext)) return ATTACHMENT_KINDS[ext]!.label;
  if (ext === 'cfb') return 'an old Office document';
  return `a .${ext} file`;
}
