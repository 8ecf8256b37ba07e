import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UniqueNames, slugify } from '../lib/text.ts';
import type { Output } from '../lib/output.ts';
import { render, type ImageFormat } from './images.ts';
import { makePdf, type PdfContent } from './pdf.ts';
import type { Picture } from './photo/picture.ts';

/**
 * The attachment files under files/. Builders ask for a file and get back the attachment spec
 * to put in the YAML ('notices/admission-notice.pdf'); the bytes are made later, all at once.
 * The first folder of a spec is the file's type, as src/content/attachments.ts reads it.
 */
type Job =
  | { kind: 'pdf'; content: PdfContent }
  | { kind: 'image'; svg: () => string; format: ImageFormat }
  | { kind: 'photo'; picture: () => Picture; quality: number };

/** Photographs rendered at once: two keep both cores busy (JS shading, then libvips). */
const PHOTOS_AT_ONCE = 2;

/**
 * DEMO_KEEP_PHOTOS=<folder> takes each photograph from that folder's files/ when it has one at
 * the same path, instead of rendering it (most of the generator's time). Only for work that
 * changes no picture: the committed demo is always generated without it.
 */
const KEEP_PHOTOS_FROM = process.env.DEMO_KEEP_PHOTOS;

async function keptPhoto(spec: string): Promise<Uint8Array | undefined> {
  if (!KEEP_PHOTOS_FROM) return undefined;
  return readFile(join(KEEP_PHOTOS_FROM, 'files', spec)).catch(() => undefined);
}

export class Assets {
  private jobs = new Map<string, Job>();
  private names = new Map<string, UniqueNames>();

  private path(folder: string, base: string, ext: string): string {
    let names = this.names.get(folder);
    if (!names) this.names.set(folder, (names = new UniqueNames()));
    return `${folder}/${names.take(slugify(base))}.${ext}`;
  }

  /** A one-page letterhead PDF; the file name comes from `name` (or the title). */
  pdf(folder: string, content: PdfContent, name = content.title): string {
    const spec = this.path(folder, name, 'pdf');
    this.jobs.set(spec, { kind: 'pdf', content });
    return spec;
  }

  /** An image drawn from SVG; `svg` is called only when the files are written. */
  image(folder: string, name: string, svg: () => string, format: ImageFormat = 'jpg'): string {
    const spec = this.path(folder, name, format);
    this.jobs.set(spec, { kind: 'image', svg, format });
    return spec;
  }

  /** A rendered photograph (JPEG); `picture` is called only when the files are written. */
  photo(folder: string, name: string, picture: () => Picture, quality = 80): string {
    const spec = this.path(folder, name, 'jpg');
    this.jobs.set(spec, { kind: 'photo', picture, quality });
    return spec;
  }

  count(): number {
    return this.jobs.size;
  }

  /** Renders every file into files/ of the output (the order of writing does not matter). */
  async renderInto(output: Output): Promise<void> {
    const queue = [...this.jobs].sort(([a], [b]) => a.localeCompare(b));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [spec, job] = next;
        const bytes =
          job.kind === 'pdf'
            ? await makePdf(job.content)
            : job.kind === 'photo'
              ? ((await keptPhoto(spec)) ?? (await job.picture().jpeg(job.quality)))
              : await render(job.svg(), job.format);
        output.add(`files/${spec}`, bytes);
      }
    };
    await Promise.all(Array.from({ length: PHOTOS_AT_ONCE }, worker));
  }
}
