import { readFileSync } from 'node:fs';
import { DEMO_CONTENT_DIR } from './today.ts';

/**
 * The first sentence of a text of the demo content folder (texts/{name}.md), as plain text:
 * what a page showing that text must contain.
 */
export function firstSentenceOf(name: string): string {
  const source = readFileSync(`${DEMO_CONTENT_DIR}/texts/${name}.md`, 'utf8').replace(
    /^---[\s\S]*?---\s*/,
    '',
  );
  const paragraph = source.trim().split(/\n\s*\n/)[0] ?? '';
  const plain = paragraph.replace(/\*\*|__|`/g, '').replace(/\s+/g, ' ');
  return (/^[^.:]+/.exec(plain)?.[0] ?? plain).trim();
}

/**
 * How a download's link gives its size, from the size in bytes the API sends (the importer
 * records it): '512 bytes', '2 KB', '1.4 MB'.
 */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
