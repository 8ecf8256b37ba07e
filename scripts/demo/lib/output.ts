import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Document, isMap, isSeq } from 'yaml';
import type { z } from 'zod';
import type { ContentSchemas } from '../../../src/content/schema.ts';

/** What a content file holds before the importer's schema resolves it (dates, attachments, Markdown). */
export type In<K extends keyof ContentSchemas> = z.input<ContentSchemas[K]>;

const HEADER =
  ' Demo content of a fictional college. Written by scripts/demo (npm run demo:generate);\n edit the generator, not this file.';

/** Drops undefined, empty-string and empty-list fields: the schema defaults them, and a clerk would leave them out. */
export function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
        .map(([k, v]) => [k, prune(v)]),
    );
  }
  return value;
}

/**
 * YAML as a clerk would keep it: block style, no line folding, multi-line text as literal
 * blocks, and a blank line between list entries and between top-level sections.
 */
export function toYaml(data: unknown): string {
  const doc = new Document(prune(data));
  doc.commentBefore = HEADER;
  const root = doc.contents;
  if (isSeq(root))
    root.items.forEach((item, i) => i > 0 && isMap(item) && (item.spaceBefore = true));
  if (isMap(root)) {
    root.items.forEach((pair, i) => {
      const key = pair.key as { spaceBefore?: boolean } | null;
      if (i > 0 && key && (isMap(pair.value) || isSeq(pair.value))) key.spaceBefore = true;
    });
  }
  return doc.toString({ lineWidth: 0, blockQuote: 'literal', indentSeq: true, singleQuote: true });
}

/** Markdown with optional front matter carrying the title. */
export function toMarkdown(title: string | undefined, body: string): string {
  const front = title
    ? `---\n${new Document({ title }).toString({ singleQuote: true })}---\n\n`
    : '';
  return front + body.trim() + '\n';
}

/** Collects every file of the content folder in memory, then writes them in one go. */
export class Output {
  private files = new Map<string, string | Uint8Array>();

  add(path: string, content: string | Uint8Array): void {
    if (this.files.has(path)) throw new Error(`${path} is written twice`);
    this.files.set(path, content);
  }

  yaml(path: string, data: unknown): void {
    this.add(path, toYaml(data));
  }

  markdown(path: string, title: string | undefined, body: string): void {
    this.add(path, toMarkdown(title, body));
  }

  paths(): string[] {
    return [...this.files.keys()].sort();
  }

  /** Replaces the folder: a clean rebuild, so no file of an older run survives. */
  async writeTo(root: string): Promise<{ count: number; bytes: number }> {
    await rm(root, { recursive: true, force: true });
    let bytes = 0;
    for (const path of this.paths()) {
      const content = this.files.get(path) as string | Uint8Array;
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), content);
      bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
    }
    return { count: this.files.size, bytes };
  }
}
