import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Attributes whose value a visitor reads or hears. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label', 'value']);
/** Two Latin letters in a row: a word. 'A', 'A+' and '·' are signs, not words. */
const WORD = /[A-Za-z]{2,}/;

export interface LiteralText {
  file: string;
  line: number;
  text: string;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/**
 * English words written into a component rather than taken from the catalogue: JSX text, a
 * string literal inside braces in JSX, and a string literal given to an attribute a visitor
 * reads (aria-label, title, alt, placeholder). Texts a component receives (props, loader data,
 * lib/ tables) are not seen: this is a static check of what the file itself writes.
 */
export function literalTexts(dir: string): LiteralText[] {
  const found: LiteralText[] = [];
  for (const file of tsxFiles(dir)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const report = (node: ts.Node, text: string) => {
      if (!WORD.test(text)) return;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ file, line: line + 1, text: text.trim() });
    };
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node)) report(node, node.text);
      else if (
        ts.isJsxExpression(node) &&
        node.expression &&
        ts.isStringLiteralLike(node.expression)
      ) {
        const attribute = node.parent;
        if (!ts.isJsxAttribute(attribute)) report(node, node.expression.text);
      } else if (
        ts.isJsxAttribute(node) &&
        TEXT_ATTRIBUTES.has(node.name.getText(source)) &&
        node.initializer
      ) {
        const value = ts.isStringLiteral(node.initializer)
          ? node.initializer
          : ts.isJsxExpression(node.initializer) && node.initializer.expression
            ? node.initializer.expression
            : undefined;
        if (value && ts.isStringLiteralLike(value)) report(node, value.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
