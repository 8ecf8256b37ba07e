import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { bengaliForms } from '../../src/web/i18n/bengali-forms.ts';
import { refusedTerms } from '../../src/web/i18n/refused-terms.ts';
import { DEMO_CONTENT_DIR } from '../helpers/today.ts';

/** The values of every `*_as` key, at any depth. */
function assameseFields(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) assameseFields(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.endsWith('_as') && typeof item === 'string') found.push(item);
      else assameseFields(item, found);
    }
  }
  return found;
}

/**
 * The demo's Assamese (decision 060) is Assamese, not Bengali: the Assamese ৰ, never Bengali's
 * র, none of the words Bengali has where Assamese has others (src/web/i18n/bengali-forms.ts),
 * and none of the forms a reader found wrong (src/web/i18n/refused-terms.ts).
 */
describe("the demo's Assamese texts", () => {
  it('use Assamese letters and words in every *_as field and .as.md text', async () => {
    const texts: [string, string][] = [];
    for (const entry of await readdir(DEMO_CONTENT_DIR, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const full = join(entry.parentPath, entry.name);
      const path = relative(DEMO_CONTENT_DIR, full);
      if (path.endsWith('.as.md')) texts.push([path, await readFile(full, 'utf8')]);
      else if (/\.ya?ml$/.test(path)) {
        for (const text of assameseFields(parse(await readFile(full, 'utf8')))) {
          texts.push([path, text]);
        }
      }
    }
    expect(texts.filter(([path]) => path.endsWith('.as.md')).length).toBeGreaterThanOrEqual(10);
    expect(texts.length).toBeGreaterThan(30);
    const slips = texts.flatMap(([path, text]) => [
      ...bengaliForms(text).map((slip) => `${path}: ${slip}`),
      ...refusedTerms(text).map((slip) => `${path}: ${slip}`),
      ...(text.includes('র') ? [`${path}: র (Assamese writes ৰ)`] : []),
    ]);
    expect(slips).toEqual([]);
  });
});
