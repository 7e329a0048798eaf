// Finds user-visible English written straight into a frontend's code, which must come from
// packages/contracts instead (`texts` and `messages`): text between tags, strings given to the props
// that carry text (labels, titles, placeholders, alt and aria texts, headings and captions), and the same
// fields of plain objects (a menu's entries, a form's fields, a stepper's steps). Used by
// scripts/user-texts.test.ts, which fails when one appears.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The folders whose .tsx files are screens: the shell, every microfrontend and the shared UI packages. */
export const frontendFolders = [
  'shell/src',
  'mf-games/src',
  'mf-drafts/src',
  'mf-collection/src',
  'mf-decks/src',
  'mf-admin/src',
  'packages/ui/src',
  'packages/card-ui/src',
  'packages/platform/src',
];

/** Props whose value a user reads or hears (a screen reader reads aria-* and alt). */
const textProps = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'alt',
  'title',
  'placeholder',
  'label',
  'caption',
  'subtitle',
  'subheader',
  'description',
  'legend',
  'heading',
  'helperText',
  'emptyText',
  'what',
  'term',
  'error',
  'text',
]);
const isTextProp = (name: string) => textProps.has(name) || /(Label|Text|Title)$/.test(name);

/** Fields of plain objects that screens show (`text` is left out: drawn cards' paints name a colour so). */
const textFields = new Set([
  'header',
  'label',
  'title',
  'caption',
  'description',
  'placeholder',
  'heading',
  'hint',
  'subtitle',
  'legend',
  'helperText',
  'emptyText',
  'aria-label',
]);

/** Not words: the "x" of a count of copies ("3x"), written as the letter like the cards print it. */
const symbols = new Set(['x']);

/** A text has a letter in any script: punctuation, symbols such as "×" and "·", numbers and spaces do not. */
const hasLetter = (text: string) => /\p{L}/u.test(text) && !symbols.has(text.trim());

export interface LiteralText {
  file: string;
  line: number;
  text: string;
}

/**
 * The strings an expression shows as they are: a literal, a template's fixed parts, either branch of a
 * condition, the operands of a concatenation or a fallback. Comparisons (`status === 'DONE'`) and call
 * arguments (`toLocaleString('en-GB')`) are values, not shown texts.
 */
function shownStrings(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [
      node.head.text,
      ...node.templateSpans.flatMap((span) => [...shownStrings(span.expression), span.literal.text]),
    ];
  }
  if (ts.isParenthesizedExpression(node)) return shownStrings(node.expression);
  if (ts.isConditionalExpression(node))
    return [...shownStrings(node.whenTrue), ...shownStrings(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shownStrings(node.right);
    if (
      operator === ts.SyntaxKind.PlusToken ||
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken
    ) {
      return [...shownStrings(node.left), ...shownStrings(node.right)];
    }
  }
  return [];
}

/** Every literal user text of one source file. */
export function findLiteralTexts(file: string, source: string): LiteralText[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: LiteralText[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({
      file,
      line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    });

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetter(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer && isTextProp(node.name.getText(sourceFile))) {
      const value = node.initializer;
      const strings = ts.isStringLiteral(value)
        ? [value.text]
        : ts.isJsxExpression(value) && value.expression
          ? shownStrings(value.expression)
          : [];
      for (const text of strings.filter(hasLetter)) report(node, text);
    }
    if (ts.isPropertyAssignment(node) && textFields.has(node.name.getText(sourceFile).replace(/['"]/g, ''))) {
      for (const text of shownStrings(node.initializer).filter(hasLetter)) report(node, text);
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const text of shownStrings(node.expression).filter(hasLetter)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Folders of a frontend that hold no screen: test helpers and the benchmarks' drivers. */
const notScreens = new Set(['test-support', 'testing', 'bench']);

/** The screens' source files (or those of `folders`): .ts and .tsx outside tests. */
export function listFrontendSources(root: string, folders: readonly string[] = frontendFolders): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return notScreens.has(entry.name) ? [] : walk(path);
      const source = /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name);
      return source ? [path] : [];
    });
  return folders.flatMap((folder) => walk(join(root, folder))).map((path) => relative(root, path));
}

/** Every literal user text of the frontends, each with its file relative to the root. */
export function findFrontendLiteralTexts(root: string): LiteralText[] {
  return listFrontendSources(root).flatMap((file) =>
    findLiteralTexts(file, readFileSync(join(root, file), 'utf8')),
  );
}
