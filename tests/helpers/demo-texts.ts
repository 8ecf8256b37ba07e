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
