import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Attributes whose value a visitor reads or hears: the HTML ones, and the site's components'
 * props that become text (a heading, an empty list's message, a table's caption).
 */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'alt',
  'placeholder',
  'label',
  'heading',
  'empty',
  'caption',
  'more',
  'askLabel',
]);
/** Two Latin letters in a row: a word. 'A', 'A+' and '·' are signs, not words. */
const WORD = /[A-Za-z]{2,}/;

/**
 * The strings an expression in JSX's children shows: a literal, either branch of a condition,
 * the right of `a && 'text'`, a template's fixed parts.
 */
function shownStrings(expression: ts.Expression): string[] {
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression)) {
    return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)];
  }
  if (ts.isParenthesizedExpression(expression)) return shownStrings(expression.expression);
  if (ts.isConditionalExpression(expression)) {
    return [...shownStrings(expression.whenTrue), ...shownStrings(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression)) {
    return [...shownStrings(expression.left), ...shownStrings(expression.right)];
  }
  return [];
}

/** label('Home') or labelOf('Home'): a label of the site's tables, by its English words. */
const isLabelCall = (
  node: ts.Node,
): node is ts.CallExpression & { arguments: [ts.StringLiteralLike] } =>
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  ['label', 'labelOf'].includes(node.expression.text) &&
  node.arguments.length === 1 &&
  ts.isStringLiteralLike(node.arguments[0]!);

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
 * lib/ tables) are not seen: this is a static check of what the file itself writes. The English
 * labels a file looks up by name (label('Home')) are added to `labels`, for the caller to check.
 */
export function literalTexts(dir: string, labels?: Set<string>): LiteralText[] {
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
      if (labels && isLabelCall(node)) labels.add(node.arguments[0].text);
      if (ts.isJsxText(node)) report(node, node.text);
      else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
        for (const text of shownStrings(node.expression)) report(node, text);
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
