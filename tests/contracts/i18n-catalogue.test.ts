import fs from 'node:fs';
import path from 'node:path';
import { dataTexts, declaredTexts, literalTexts, messageTexts, serverTexts } from '../../src/i18n/catalogue-coverage';
import { italian } from '../../i18n/catalogues';
import { conflictsOf, italianParts } from '../../i18n/catalogues/italian';
import { formatMoney, formatUpTo } from '../../src/i18n/formats';
import { setCurrentLocale } from '../../src/i18n/current-locale';
import { formatDate } from '../../src/fields/dates';
import { translate } from '../../src/i18n/translate';
import { i18n } from '../../src/i18n/translate';
import { recordValues } from '../../src/i18n/gender';
import { registry } from '../../resources.config';

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the Italian catalogue', () => {
  it('has an entry for every label the declarations put on screen', () => {
    const missing = [...declaredTexts()].filter((text) => !Object.hasOwn(italian, text));
    expect(missing).toEqual([]);
  });

  it('has an entry for every text kept as data and translated where shown (filter operators, notifications)', () => {
    expect([...dataTexts()].filter((text) => !Object.hasOwn(italian, text))).toEqual([]);
  });

  it("has an entry for every translate('…') written in the SPA", () => {
    const texts = [...sourceFiles('src'), ...sourceFiles('modules').filter((file) => file.split(path.sep).includes('screens'))].flatMap((file) => literalTexts(fs.readFileSync(file, 'utf8')));
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((text) => !Object.hasOwn(italian, text))).toEqual([]);
  });

  it("has an entry for every refusal the server can send (its message('…') keys)", () => {
    const texts = serverTexts();
    expect(texts.size).toBeGreaterThan(250);
    expect([...texts].filter((text) => !Object.hasOwn(italian, text))).toEqual([]);
  });

  it('finds the keys of message calls written over several lines, with either quote', () => {
    const source = `throw conflict(\n  message(\n    "The customer's tax identity is not valid"),\n  { id: message('Line {{line}} is not \\'valid\\'', { line }) });`;
    expect(messageTexts(source)).toEqual(["The customer's tax identity is not valid", "Line {{line}} is not 'valid'"]);
  });

  it("gives each key one Italian: a key in two parts (the shared one, a module's) says the same in both", async () => {
    const parts = await italianParts();
    expect(Object.keys(parts).length).toBeGreaterThan(5);
    expect(conflictsOf(parts)).toEqual([]);
    expect(conflictsOf({ shared: { Vehicles: 'Veicoli' }, fleet: { Vehicles: 'Automezzi', Plate: 'Targa' }, hr: { Plate: 'Targa' } })).toEqual([
      'Vehicles: shared "Veicoli" / fleet "Automezzi"',
    ]);
  });

  it('keeps the placeholders of every English text', () => {
    // refine's own keys (`notifications.error`) are names, not English texts: their values hold refine's placeholders.
    const isRefineKey = (key: string) => /^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/.test(key);
    const broken = Object.entries(italian).filter(
      ([english, translated]) => !isRefineKey(english) && placeholders(english).join() !== placeholders(translated).join(),
    );
    expect(broken).toEqual([]);
  });
});

describe('formats in one place', () => {
  it('no screen formats numbers or money itself: they follow the language through src/i18n/formats.ts', () => {
    const offenders = [...sourceFiles('src'), ...sourceFiles('modules').filter((file) => file.split(path.sep).includes('screens'))]
      .filter((file) => !file.startsWith(path.join('src', 'i18n')))
      .filter((file) => /Intl\.NumberFormat|toLocaleString\(/.test(fs.readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('formats by language', () => {
  afterEach(async () => {
    setCurrentLocale('en');
    await i18n.changeLanguage('en');
  });

  it('writes English as SPEC §9 does: mm/dd/yy and US money', () => {
    setCurrentLocale('en');
    expect(formatDate('2026-03-07')).toBe('03/07/26');
    expect(formatMoney(1234.56)).toBe('€1,234.56');
    expect(formatUpTo(7.5)).toBe('7.5');
    expect(translate('Employees')).toBe('Employees');
  });

  it('writes Italian as an Italian firm does: dd/mm/yyyy and 1.234,56 €', async () => {
    setCurrentLocale('it');
    await i18n.changeLanguage('it');
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatMoney(1234.56).replace(/\u00a0/g, ' ')).toBe('1.234,56 €');
    expect(formatUpTo(7.5)).toBe('7,5');
    expect(translate('Employees')).toBe('Dipendenti');
    expect(translate('{{label}} is required', { label: 'Nome' })).toBe('Nome è obbligatorio');
    // A feminine record's toast agrees with it (issue 45: "Fattura creata", not "creato").
    expect(translate('{{record}} created', recordValues('Invoice'))).toBe('Fattura creata');
    expect(translate('{{record}} created', recordValues('Project'))).toBe('Progetto creato');
    expect(translate('{{record}} saved', recordValues('Task'))).toBe('Attività salvata');
  });

  it("gives a gender only to declared records' names", () => {
    const singulars = new Set(registry.flatMap((entry) => ('singular' in entry ? [entry.singular] : [])));
    const gendered = Object.keys(italian).filter((key) => key.endsWith('_gender')).map((key) => key.slice(0, -'_gender'.length));
    expect(gendered.length).toBeGreaterThan(10);
    expect(gendered.filter((singular) => !singulars.has(singular))).toEqual([]);
  });
});
