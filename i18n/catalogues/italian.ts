import { modules } from '../../resources.config';
import { sharedItalian } from './it';

// The Italian catalogue as one: the shared part (./it.ts) and each module's own (modules/<module>/i18n/it.ts,
// found through its index.ts's `loadItalian`). The SPA fetches it when Italian is first wanted
// (src/i18n/translate.ts), all parts in one chunk (vite.config.ts); the server loads it once at start
// (./index.ts).

type CataloguePart = Readonly<Record<string, string>>;

/** Every part by its name: `shared`, then each module's. */
export const italianParts = async (): Promise<Readonly<Record<string, CataloguePart>>> => {
  const moduleParts = await Promise.all(
    Object.entries(modules).map(async ([name, module]) => [name, module.loadItalian ? (await module.loadItalian()).italian : {}] as const),
  );
  return Object.fromEntries([['shared', sharedItalian], ...moduleParts]);
};

/** The keys two parts give different Italian, each as `key: part "…" / part "…"` (a contract test wants none). */
export const conflictsOf = (parts: Readonly<Record<string, CataloguePart>>): string[] => {
  const seen = new Map<string, { part: string; text: string }>();
  const conflicts: string[] = [];
  for (const [part, catalogue] of Object.entries(parts))
    for (const [key, text] of Object.entries(catalogue)) {
      const earlier = seen.get(key);
      if (earlier && earlier.text !== text) conflicts.push(`${key}: ${earlier.part} "${earlier.text}" / ${part} "${text}"`);
      else if (!earlier) seen.set(key, { part, text });
    }
  return conflicts;
};

/** The whole Italian catalogue. */
export const loadItalian = async (): Promise<Record<string, string>> => Object.assign({}, ...Object.values(await italianParts()));
