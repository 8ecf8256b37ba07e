import { UniqueNames, slugify } from '../lib/text.ts';
import type { Output } from '../lib/output.ts';
import { render, type ImageFormat } from './images.ts';
import { makePdf, type PdfContent } from './pdf.ts';

/**
 * The attachment files under files/. Builders ask for a file and get back the attachment spec
 * to put in the YAML ('notices/admission-notice.pdf'); the bytes are made later, all at once.
 * The first folder of a spec is the file's type, as src/content/attachments.ts reads it.
 */
type Job =
  { kind: 'pdf'; content: PdfContent } | { kind: 'image'; svg: () => string; format: ImageFormat };

export class Assets {
  private jobs = new Map<string, Job>();
  private names = new Map<string, UniqueNames>();
  private shared = new Map<string, string>();

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

  /** The same image for every caller asking with the same key (photos shared by notices). */
  sharedImage(
    key: string,
    folder: string,
    name: string,
    svg: () => string,
    format: ImageFormat = 'jpg',
  ): string {
    const known = this.shared.get(key);
    if (known) return known;
    const spec = this.image(folder, name, svg, format);
    this.shared.set(key, spec);
    return spec;
  }

  count(): number {
    return this.jobs.size;
  }

  /** Renders every file into files/ of the output. */
  async renderInto(output: Output): Promise<void> {
    for (const [spec, job] of [...this.jobs].sort(([a], [b]) => a.localeCompare(b))) {
      const bytes =
        job.kind === 'pdf' ? await makePdf(job.content) : await render(job.svg(), job.format);
      output.add(`files/${spec}`, bytes);
    }
  }
}
