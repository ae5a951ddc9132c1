// Lists every text the SPA or the server translates that has no Italian entry yet: the labels of the declarations
// (resources, menu, fields, values, actions), the literal `translate('…')` calls of src/ and the server's refusals
// (`message('…')` in server/), and the keys two parts of the catalogue give different Italian.
// `npx tsx scripts/i18n-keys.ts` prints them; the catalogue test (tests/contracts/i18n-catalogue.test.ts) fails while any is missing.
import fs from 'node:fs';
import path from 'node:path';
import { dataTexts, declaredTexts, literalTexts, serverTexts } from '../src/i18n/catalogue-coverage';
import { italian } from '../i18n/catalogues';
import { conflictsOf, italianParts } from '../i18n/catalogues/italian';

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

const wanted = new Set([
  ...declaredTexts(),
  ...dataTexts(),
  ...[...sourceFiles('src'), ...sourceFiles('modules').filter((file) => file.split(path.sep).includes('screens'))].flatMap((file) => literalTexts(fs.readFileSync(file, 'utf8'))),
  ...serverTexts(),
]);
const missing = [...wanted].filter((text) => !Object.hasOwn(italian, text)).sort();
const conflicts = conflictsOf(await italianParts());
console.log([...missing.map((text) => JSON.stringify(text)), ...conflicts.map((conflict) => `two Italian texts for ${conflict}`)].join('\n'));
console.error(`${missing.length} of ${wanted.size} texts have no Italian entry; ${conflicts.length} keys have two different ones`);
