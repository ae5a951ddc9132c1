#!/usr/bin/env node
// Counts the type assertions (`x as T`, `<T>x`) in server/ and modules/, `as const` left out, and among them the
// double ones (`x as unknown as T`): the figure docs/developers/adding-a-workflow.md quotes. Read by the TypeScript
// parser, so words in comments and strings and `import { a as b }` are not counted.
//   node scripts/count-casts.mjs            totals
//   node scripts/count-casts.mjs --files    per file, most first
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const roots = ['server', 'modules'];
const sourceFiles = (folder) =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

const isConst = (node) => ts.isTypeReferenceNode(node.type) && node.type.typeName.getText() === 'const';
const isUnknown = (type) => type.kind === ts.SyntaxKind.UnknownKeyword;

const counts = roots
  .flatMap(sourceFiles)
  .map((path) => {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    let casts = 0;
    let doubles = 0;
    const visit = (node) => {
      if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isConst(node)) {
        const inner = ts.isParenthesizedExpression(node.expression) ? node.expression.expression : node.expression;
        // `x as unknown as T` is one cast written twice: counted once, as a double.
        if ((ts.isAsExpression(inner) || ts.isTypeAssertionExpression(inner)) && isUnknown(inner.type)) doubles++;
        else casts++;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return { path, casts, doubles };
  })
  .filter((file) => file.casts + file.doubles > 0);

if (process.argv.includes('--files'))
  for (const file of [...counts].sort((a, b) => b.casts + b.doubles - (a.casts + a.doubles))) console.log(`${file.casts + file.doubles}\t(${file.doubles} double)\t${file.path}`);
for (const root of roots) {
  const mine = counts.filter((file) => file.path.startsWith(`${root}/`));
  const casts = mine.reduce((sum, file) => sum + file.casts + file.doubles, 0);
  const doubles = mine.reduce((sum, file) => sum + file.doubles, 0);
  console.log(`${root}/: ${casts} casts (\`as const\` not counted), ${doubles} of them \`as unknown as\``);
}
