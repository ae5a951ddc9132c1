import { registry } from '../../resources.config';
import type { RegistryEntry } from '../../resources/declaration';
import type { Field } from '../../resources/vocabulary';
import { englishFieldLabel } from '../fields/labels';

// What the catalogues must cover, found from the code itself: every text a declaration puts on screen and
// every literal `translate('…')` of the SPA. A test holds the Italian catalogue to it, so a new resource or
// a new screen text cannot ship untranslated.

const fieldTexts = (name: string, field: Field): string[] => [
  englishFieldLabel(name, field),
  ...(field.help ? [field.help] : []),
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
      for (const [name, field] of Object.entries(action.input ?? {})) texts.push(...fieldTexts(name, field));
    }
  if ('children' in entry) for (const child of entry.children ?? []) texts.push(child.label);
  return texts.filter((text): text is string => typeof text === 'string' && text.length > 0);
};

export const declaredTexts = (entries: readonly RegistryEntry[] = registry): Set<string> => new Set(entries.flatMap(entryTexts));

const LITERAL = /\btranslate\(\s*'((?:[^'\\]|\\.)*)'/g;

/** The texts of `translate('…')` calls written out in a source file. */
export const literalTexts = (source: string): string[] => [...source.matchAll(LITERAL)].map((match) => match[1].replace(/\\'/g, "'"));
