import fs from 'node:fs';
import path from 'node:path';
import { mailKinds, notificationTexts, registry } from '../../resources.config';
import type { RegistryEntry } from '../../resources/declaration';
import type { Field } from '../../resources/vocabulary';
import { isPresenceCondition } from '../../resources/workflow';
import { englishFieldLabel } from '../fields/labels';
import { DATE_OPERATORS, NUMERIC_OPERATORS, TEXT_OPERATORS } from '../fields/operators';

// What the catalogues must cover, found from the code itself: every text a declaration puts on screen, every
// literal `translate('…')` of the SPA and every refusal the server can send (`message('…')`). A test holds the
// Italian catalogue to it, so a new resource, screen text or refusal cannot ship untranslated. Node only (the
// tests and scripts/i18n-keys.ts read it); the SPA never imports this file.

const fieldTexts = (name: string, field: Field): string[] => [
  englishFieldLabel(name, field),
  ...(field.help ? [field.help] : []),
  ...(field.isRequiredWhen ? [field.isRequiredWhen.why] : []),
  ...(field.type === 'enum' ? field.values : []),
];

const entryTexts = (entry: RegistryEntry): string[] => {
  const texts: (string | undefined)[] = [entry.label];
  if ('routes' in entry) for (const route of entry.routes ?? []) texts.push(route.menu?.label, route.menu?.section);
  if ('singular' in entry) texts.push(entry.singular);
  if ('fields' in entry) for (const [name, field] of Object.entries(entry.fields)) texts.push(...fieldTexts(name, field));
  if ('actions' in entry)
    for (const action of entry.actions ?? []) {
      texts.push(action.label, action.confirm);
      for (const condition of Object.values(action.offeredWhen ?? {})) if (isPresenceCondition(condition)) texts.push(condition.why);
      for (const [name, field] of Object.entries(action.input ?? {})) texts.push(...fieldTexts(name, field));
    }
  if ('children' in entry) for (const child of entry.children ?? []) texts.push(child.label);
  return texts.filter((text): text is string => typeof text === 'string' && text.length > 0);
};

export const declaredTexts = (entries: readonly RegistryEntry[] = registry): Set<string> => new Set(entries.flatMap(entryTexts));

/**
 * Texts kept as data outside the declarations and translated where shown: filter operators, the bell's templates and
 * its decisions, and the modules' kinds of mail.
 */
export const dataTexts = (): Set<string> =>
  new Set([
    ...[...TEXT_OPERATORS, ...NUMERIC_OPERATORS, ...DATE_OPERATORS].map((option) => option.label),
    ...notificationTexts,
    ...mailKinds.map((declared) => declared.label),
    'approved',
    'refused',
  ]);

const LITERAL = /\btranslate\(\s*'((?:[^'\\]|\\.)*)'/g;

// `translate(isDark ? 'Switch to light theme' : 'Switch to dark theme')`: both branches are keys.
const CHOICE = /\btranslate\(\s*[\w.!]+\s*\?\s*'((?:[^'\\]|\\.)*)'\s*:\s*'((?:[^'\\]|\\.)*)'/g;

/** The texts of `translate('…')` calls written out in a source file (both of a choice between two). */
export const literalTexts = (source: string): string[] => [
  ...[...source.matchAll(LITERAL)].map((match) => match[1]),
  ...[...source.matchAll(CHOICE)].flatMap((match) => [match[1], match[2]]),
].map((text) => text.replace(/\\'/g, "'"));

const MESSAGE = /\b(?:message|ListQueryError)\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/g;

/** The keys of `message('…')` calls (and the list language's `new ListQueryError('…')`) written in a source file. */
export const messageTexts = (source: string): string[] =>
  [...source.matchAll(MESSAGE)].map((match) => match[1].slice(1, -1).replace(/\\(['"\\])/g, '$1'));

/** The files under `dir` whose name matches `name`, leaving out the folders `isSkipped` names. */
const filesUnder = (dir: string, name: RegExp, isSkipped: (folder: string) => boolean = () => false): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return isSkipped(entry.name) ? [] : filesUnder(full, name, isSkipped);
    return name.test(entry.name) ? [full] : [];
  });

/**
 * Every key the server can answer a refusal with: the `message('…')` keys of server/ and of the list language
 * (resources/list-query.ts). Values that are declared terms (labels, statuses) are covered by `declaredTexts`.
 * Read from the repository's root (the tests' working folder).
 */
export const serverTexts = (root = '.'): Set<string> =>
  new Set(
    [...filesUnder(path.join(root, 'server'), /\.ts$/), ...filesUnder(path.join(root, 'modules'), /\.ts$/).filter((file) => file.split(path.sep).includes('server')), path.join(root, 'resources', 'list-query.ts')].flatMap((file) => messageTexts(fs.readFileSync(file, 'utf8'))),
  );

const QUOTED = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.|\$(?!\{))*)`/g;

/** Every quoted text of a source file, its escapes undone (template literals without a placeholder too). */
export const quotedTexts = (source: string): string[] =>
  [...source.matchAll(QUOTED)].map((match) => (match[1] ?? match[2] ?? match[3]).replace(/\\(.)/g, '$1'));

const isCatalogueFile = (file: string) => /(^|[\\/])i18n[\\/](catalogues[\\/]it[^\\/]*|it)\.ts$/.test(file);

/** The files of the code the SPA may import: src/, resources/, i18n/ and the modules but their server/ folders (the catalogues left out). */
export const spaSourceFiles = (root = '.'): string[] =>
  ['src', 'resources', 'modules', 'i18n']
    .flatMap((dir) => filesUnder(path.join(root, dir), /\.tsx?$/, (folder) => folder === 'server'))
    .concat(path.join(root, 'resources.config.ts'))
    .filter((file) => !isCatalogueFile(file));

/**
 * The catalogue keys only the server shows: refusals (`message('…')`) it words itself in the caller's language, which
 * no quoted text of the code the SPA may import (src/, resources/, the modules but their server/ folders) and no
 * declared or data text names. The SPA's build leaves them out of its catalogue (vite.config.ts, spaCatalogue), a
 * large part of it (the sign-in provider's pages, every refusal).
 */
export const serverOnlyTexts = (root = '.'): Set<string> => {
  const spaTexts = new Set([...declaredTexts(), ...dataTexts(), ...spaSourceFiles(root).flatMap((file) => quotedTexts(fs.readFileSync(file, 'utf8')))]);
  return new Set([...serverTexts(root)].filter((text) => !spaTexts.has(text)));
};
