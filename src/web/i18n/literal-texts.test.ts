import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asLabels } from './as.ts';
import { literalTexts } from './literal-texts.ts';

const web = join(import.meta.dirname, '..');

/**
 * No English text written into a component or a route (decision 057): every interface text comes
 * from the catalogues (useTexts' t, rich) or is a label of the site's tables (label), whose
 * Assamese catalogues.test.ts checks. The check is static (literal-texts.ts says what it sees);
 * signs ('A', 'A+', '·') are not words. There are no exceptions in the files today: an
 * exception would be listed here, with why.
 */
const EXCEPTIONS: readonly string[] = [];

describe('components and routes', () => {
  it('write no English text of their own', () => {
    const found = [...literalTexts(join(web, 'routes')), ...literalTexts(join(web, 'components'))]
      .filter((literal) => !EXCEPTIONS.includes(literal.text))
      .map((literal) => `${literal.file.slice(web.length + 1)}:${literal.line}: ${literal.text}`);
    expect(found).toEqual([]);
  });

  it('look up only labels that the Assamese catalogue has', () => {
    const labels = new Set<string>();
    literalTexts(join(web, 'routes'), labels);
    literalTexts(join(web, 'components'), labels);
    expect(labels.size).toBeGreaterThan(5);
    expect([...labels].filter((label) => !(label in asLabels))).toEqual([]);
  });

  it('are checked: a literal text is found', () => {
    // The fixture is a component with a text of its own; the check must see it.
    const found = literalTexts(join(import.meta.dirname, 'fixtures'));
    expect(found.map((literal) => literal.text)).toEqual([
      'Read More',
      'Close menu',
      'No Events found',
      'Search',
    ]);
  });
});
