import { contentSchemas } from './schema.ts';

/** Writes stored HTML as the Markdown of a content file; tells where it could not keep it. */
export type MarkdownWriter = (html: string, where: string) => string;

export interface MarkdownWriterOptions {
  /** Files the exported folder holds (paths under files/): images in texts must be among them. */
  hasFile: (path: string) => boolean;
  /** Where images in content HTML point (UPLOADS_URL, /uploads), to write them back as paths. */
  uploadsUrl: string;
  /** Hears a field that would not come back the same from an import. */
  warn: (where: string, message: string) => void;
}

/**
 * Content HTML goes back into Markdown as itself: Markdown passes a block of HTML through, and
 * the importer's allow-list leaves clean HTML as it is. Images in it point at the uploads
 * location, and go back to the paths under files/ the importer wants. Each field is checked
 * with the importer's own Markdown transform; when a block would not pass through whole (text
 * outside any element, a blank line inside a list), it is wrapped in an element the allow-list
 * drops, on one line. A field that still would change is written as it is, with a warning.
 */
export function markdownWriter(options: MarkdownWriterOptions): MarkdownWriter {
  const toHtml = contentSchemas({
    today: '2000-01-01',
    hasFile: options.hasFile,
    uploadsUrl: options.uploadsUrl,
  }).Text.shape.body;
  const base = `${options.uploadsUrl.replace(/\/+$/, '')}/`;
  const imagePath = (src: string) => {
    if (!src.startsWith(base)) return src;
    const segments = src.slice(base.length).split('/');
    try {
      return segments.map((segment) => decodeURIComponent(segment)).join('/');
    } catch {
      return src;
    }
  };
  return (html, where) => {
    if (!html) return '';
    const source = html.replace(
      /(<img\b[^>]*?\ssrc=")([^"]*)(")/g,
      (_, open: string, src: string, close: string) => `${open}${imagePath(src)}${close}`,
    );
    const candidates = [
      source,
      `<div>${source}</div>`,
      // A character reference is read as the newline it stands for, so no blank line ends the block.
      `<div>${source.replaceAll('\n', '&#10;')}</div>`,
    ];
    const kept = candidates.find((markdown) => toHtml.parse(markdown) === html);
    if (kept !== undefined) return kept;
    options.warn(where, 'this text will not come back exactly the same from an import');
    return source;
  };
}
