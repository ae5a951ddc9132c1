// Issue 27: no screen text bypasses the catalogue. Reads every source file of src/ with TypeScript's own parser
// and fails on English written straight onto the screen: JSX text, a string or template literal placed in JSX,
// a user-visible prop (`title`, `label`, `placeholder`, `aria-label`, a chart series' `name`…) or object key
// given a literal. A text goes on screen through `translate('…')` (which the catalogue test then holds to the
// Italian catalogue), or comes from data that is translated where it is shown (declared labels and values).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Props and object keys whose value a person reads or hears. */
const VISIBLE = new Set([
  'title', 'label', 'placeholder', 'description', 'message', 'okText', 'cancelText', 'tooltip', 'content', 'emptyText', 'extra',
  'subTitle', 'alt', 'aria-label', 'text', 'checkedChildren', 'unCheckedChildren', 'addonBefore', 'addonAfter', 'help', 'confirm', 'legend', 'subtitle',
]);
/** A declaration's texts in English, translated where they are shown (resources/vocabulary.ts, declaration.ts). */
const DECLARED_TEXTS = new Set(['help', 'confirm', 'why', 'done']);
/** Chart series whose `name` is the legend's text (elsewhere `name` is a form field's key). */
const NAMED_SERIES = new Set(['Bar', 'Line', 'Area', 'Pie', 'Scatter', 'Radar']);

/**
 * Literals kept on purpose, each with its reason: data translated where it is shown, and words that are the same
 * in every language. Keep it short.
 */
const ALLOWED: Record<string, string> = {
  'src/fields/operators.ts': 'filter operator labels are data, translated in the filter dropdown (catalogue: dataTexts)',
  'src/i18n/locales.ts': "each language's name is written in that language on the switch",
  'src/shell/theme/prerendered-styles.tsx': 'invisible components rendered once for their styles',
};

/** A code, an abbreviation or a symbol reads the same in both languages (EUR, TFR, IBAN, h). */
const isWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !/^[A-Z0-9 .,:/()€%-]+$/.test(text.trim());

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

const untranslatedLiterals = (file: string, text: string): string[] => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, where: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file}:${line + 1} ${where}: ${node.getText().replace(/\s+/g, ' ').trim().slice(0, 90)}`);
  };
  // The literal parts of an expression that reach the screen as they are (not through a call such as translate()).
  const literalsOf = (node: ts.Node): ts.Node[] => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return isWords(node.text) ? [node] : [];
    if (ts.isTemplateExpression(node)) return isWords([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')) ? [node] : [];
    if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
    if (ts.isBinaryExpression(node) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(node.operatorToken.kind))
      return literalsOf(node.right);
    if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
    // A declaration's English text (a field's help, an action's confirmation, a condition's why) read straight off it.
    if (ts.isPropertyAccessExpression(node) && DECLARED_TEXTS.has(node.name.text)) return [node];
    return [];
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) report(node, 'JSX text');
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) literalsOf(node.expression).forEach((literal) => report(literal, 'in JSX'));
    else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText();
      const element = node.parent.parent;
      const tag = ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element) ? element.tagName.getText() : '';
      if (VISIBLE.has(name) || (name === 'name' && NAMED_SERIES.has(tag))) {
        const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
        if (value) literalsOf(value).forEach((literal) => report(literal, `prop ${name}`));
      }
    } else if (ts.isPropertyAssignment(node) && VISIBLE.has(node.name.getText().replace(/['"]/g, ''))) literalsOf(node.initializer).forEach((literal) => report(literal, `key ${node.name.getText()}`));
    // A prop's default (`({ title = 'My balances' }) =>`) reaches the screen as written.
    else if (ts.isBindingElement(node) && node.initializer && VISIBLE.has((node.propertyName ?? node.name).getText()))
      literalsOf(node.initializer).forEach((literal) => report(literal, `default ${node.name.getText()}`));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

describe('screen texts go through the catalogue', () => {
  it('finds English written straight onto the screen', () => {
    const sample = [
      "const A = () => <Button>Export CSV</Button>;",
      "const B = ({ n }) => <Tag>{`In ${n} days`}</Tag>;",
      "const C = () => <Empty description={isLoading ? 'Loading…' : 'Choose a work order'} />;",
      "const D = () => <Bar dataKey=\"x\" name=\"Money in\" />;",
      "const columns = [{ title: 'Due date' }];",
      "const E = () => <Button aria-label={translate('Match')}>{translate('Match')}</Button>;",
      "const F = () => <Form.Item name=\"parent\" />;",
      "const G = () => <InputNumber addonAfter=\"EUR\" />;",
      "const H = ({ title = 'My balances', year }) => <h5>{title} {year}</h5>;",
      "const I = () => <Form.Item extra={field.help}>{action.confirm && <p>{action.confirm}</p>}</Form.Item>;",
    ].join('\n');
    const found = untranslatedLiterals('sample.tsx', sample).map((line) => line.replace(/^sample\.tsx:\d+ /, ''));
    expect(found).toEqual([
      'JSX text: Export CSV',
      'in JSX: `In ${n} days`',
      "prop description: 'Loading…'",
      "prop description: 'Choose a work order'",
      'prop name: "Money in"',
      "key title: 'Due date'",
      "default title: 'My balances'",
      'prop extra: field.help',
      'in JSX: action.confirm',
    ]);
  });

  it('has none in the SPA (src/ and modules/*/screens/)', () => {
    const found = [...sourceFiles('src'), ...sourceFiles('modules').filter((file) => file.split(path.sep).includes('screens'))]
      .filter((file) => !Object.hasOwn(ALLOWED, file.split(path.sep).join('/')))
      .flatMap((file) => untranslatedLiterals(file, fs.readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
