import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * The text of a PDF, page by page, for the site's search (decision 094): read by unpdf (pdf.js
 * built to run without a browser) in a worker thread of its own, so that a hostile or broken file
 * can be stopped: a file that takes longer than READ_TIMEOUT_MS, or more memory than the
 * thread's limit, ends the thread and is skipped; the next file gets a new thread. Only the
 * first MAX_PAGES pages and MAX_CHARS characters are kept. Nothing is fetched: the thread has no
 * fetch, pdf.js gets no address, and PDF scripts are never evaluated.
 */

/** Pages read of one file. */
export const MAX_PAGES = 50;
/** Characters kept of one file, all its pages together. */
export const MAX_CHARS = 30_000;
/** How long one file may take. */
export const READ_TIMEOUT_MS = 15_000;
/** The thread's heap, in MB: pdf.js holds a page's objects, not more. */
const THREAD_HEAP_MB = 128;
/** Bumped when what is kept of a file changes, so cached texts are read again. */
export const PDF_TEXT_RECIPE = `unpdf-1.7.0-p${MAX_PAGES}-c${MAX_CHARS}-1`;

export interface PdfPage {
  /** From 1. */
  page: number;
  text: string;
}

/** The pages that hold text (a scanned page has none), or why the file could not be read. */
export type PdfText = { ok: true; pages: PdfPage[] } | { ok: false; reason: string };

/** The thread's code: plain JavaScript, so it runs the same from the sources and the build. */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
// Nothing a PDF names is ever fetched.
globalThis.fetch = () => Promise.reject(new Error('no network while reading a PDF'));
let unpdf;
parentPort.on('message', async ({ id, bytes }) => {
  let pdf;
  try {
    unpdf ??= await import(workerData.unpdf);
    pdf = await unpdf.getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0,
      standardFontDataUrl: undefined, cMapUrl: undefined,
    });
    const pages = [];
    let left = workerData.maxChars;
    for (let n = 1; n <= Math.min(pdf.numPages, workerData.maxPages) && left > 0; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => (item.str ?? '') + (item.hasEOL ? '\\n' : ''))
        .join('')
        .replace(/[^\\S\\n]+/g, ' ')
        .replace(/ ?\\n ?/g, '\\n')
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')
        .trim()
        .slice(0, left)
        .toWellFormed();
      page.cleanup();
      if (text) pages.push({ page: n, text });
      left -= text.length;
    }
    parentPort.postMessage({ id, ok: true, pages });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, reason: String(error && error.message || error) });
  } finally {
    // Freeing the document after its answer was posted: a failure here changes nothing the
    // caller gets, and the thread's own limits end it if it is stuck.
    if (pdf) await pdf.destroy().catch(() => undefined);
  }
});
`;

const unpdfUrl = () => pathToFileURL(createRequire(import.meta.url).resolve('unpdf')).href;

/**
 * Reads PDFs one at a time in a thread of its own (made on the first file, made again after a
 * file that had to be stopped). Close it when done: the thread would otherwise stay.
 */
export class PdfReader {
  private worker: Worker | undefined;
  private turn: Promise<unknown> = Promise.resolve();
  private lastId = 0;

  constructor(private readonly timeoutMs = READ_TIMEOUT_MS) {}

  /** The text of one PDF; never throws (a file that cannot be read gives its reason). */
  read(bytes: Uint8Array): Promise<PdfText> {
    const result = this.turn.then(() => this.readNow(bytes));
    this.turn = result;
    return result;
  }

  private thread(): Worker {
    this.worker ??= new Worker(THREAD, {
      eval: true,
      name: 'pdf text',
      workerData: { unpdf: unpdfUrl(), maxPages: MAX_PAGES, maxChars: MAX_CHARS },
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
      stdout: true,
      stderr: true,
    });
    return this.worker;
  }

  private readNow(bytes: Uint8Array): Promise<PdfText> {
    const worker = this.thread();
    const id = ++this.lastId;
    return new Promise<PdfText>((resolve) => {
      const done = (result: PdfText, stop: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (stop) void this.stop(worker);
        resolve(result);
      };
      const onMessage = (message: { id: number } & PdfText) => {
        if (message.id !== id) return;
        const result: PdfText = message.ok
          ? { ok: true, pages: message.pages }
          : { ok: false, reason: message.reason };
        done(result, false);
      };
      const onError = (error: Error) => done({ ok: false, reason: error.message }, true);
      const onExit = () => done({ ok: false, reason: 'the reader stopped' }, true);
      const timer = setTimeout(
        () => done({ ok: false, reason: `not read within ${this.timeoutMs / 1000} s` }, true),
        this.timeoutMs,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      // A copy: the caller keeps its bytes.
      worker.postMessage({ id, bytes: bytes.slice() });
    });
  }

  private async stop(worker: Worker) {
    if (this.worker === worker) this.worker = undefined;
    await worker.terminate();
  }

  /** Ends the thread (after the files already asked for). */
  async close(): Promise<void> {
    await this.turn;
    if (this.worker) await this.stop(this.worker);
  }
}

/** Reads one PDF in a thread of its own, then ends it (a studio upload). */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const reader = new PdfReader();
  try {
    return await reader.read(bytes);
  } finally {
    await reader.close();
  }
}
