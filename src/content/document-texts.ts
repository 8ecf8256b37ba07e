import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pMap from 'p-map';
import { writeComplete } from './cache-files.ts';
import { PDF_TEXT_RECIPE, PdfReader, type PdfPage, type PdfText } from './pdf-text.ts';

/** PDFs read at once by an import: one thread each (the machine's two cores). */
const READERS = 2;

export const isPdf = (path: string) => /\.pdf$/i.test(path);

/** Where a PDF's text is kept in the cache folder: by the recipe and the file's bytes. */
const cachePath = (cacheDir: string, bytes: Buffer) =>
  join(
    cacheDir,
    'pdf-text',
    `${createHash('sha256').update(PDF_TEXT_RECIPE).update('\0').update(bytes).digest('hex')}.json`,
  );

async function cached(path: string | undefined): Promise<PdfText | undefined> {
  if (!path) return undefined;
  try {
    return JSON.parse(await readFile(path, 'utf8')) as PdfText;
  } catch {
    return undefined;
  }
}

/**
 * The text of every PDF of a content folder's files, page by page, keyed by its path under
 * files/ ('notices/holiday-list-for-2026.pdf'). With a cache folder (IMAGE_CACHE_DIR), a text
 * read once is kept by the file's bytes and reused by later imports, as the images' versions
 * are (decision 085). A file that cannot be read is left out, with a line in the log; a file
 * stopped for its time is not cached (it may be read on a less busy day).
 */
export async function readDocumentTexts(options: {
  filesDir: string;
  paths: readonly string[];
  cacheDir?: string | undefined;
  log?: ((line: string) => void) | undefined;
}): Promise<Map<string, PdfPage[]>> {
  const pdfs = options.paths.filter(isPdf);
  const texts = new Map<string, PdfPage[]>();
  const readers = Array.from({ length: READERS }, () => new PdfReader());
  let read = 0;
  let skipped = 0;
  try {
    await pMap(
      pdfs.entries(),
      async ([i, path]) => {
        const bytes = await readFile(join(options.filesDir, path));
        const keep = options.cacheDir ? cachePath(options.cacheDir, bytes) : undefined;
        let text = await cached(keep);
        if (!text) {
          text = await readers[i % READERS]!.read(bytes);
          read += 1;
          if (keep && (text.ok || !text.reason.startsWith('not read within')))
            await writeComplete(keep, Buffer.from(JSON.stringify(text)));
        }
        if (text.ok) {
          if (text.pages.length > 0) texts.set(path, text.pages);
        } else {
          skipped += 1;
          options.log?.(`PDF text: skipped ${path} (${text.reason}).`);
        }
      },
      { concurrency: READERS },
    );
  } finally {
    await Promise.all(readers.map((reader) => reader.close()));
  }
  options.log?.(
    `Documents: the text of ${texts.size} of ${pdfs.length} PDFs (${read} newly read, ${skipped} unreadable).`,
  );
  return texts;
}

/** A PDF's pages as rows of the document_texts table. */
export const documentTextRows = (file: string, pages: readonly PdfPage[]) =>
  pages.map(({ page, text }) => ({ file, page, text }));
