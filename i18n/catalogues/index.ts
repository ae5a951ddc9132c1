import type { InitOptions } from 'i18next';
import { loadItalian } from './italian';
import { i18nextSettings, SOURCE_LANGUAGE } from './settings';

// The catalogues and the i18next settings that read them, as the server's refusals use them
// (server/i18n/message.ts). Plain data, no React: the server imports it as it is, loading the Italian parts
// once at start. The SPA loads each catalogue on its own when its language is chosen (src/i18n/translate.ts).

/** The whole Italian catalogue, its shared part and every module's merged (./italian.ts). */
export const italian = await loadItalian();

export const CATALOGUES = { en: {}, it: italian } satisfies Record<string, Record<string, string>>;

export type CatalogueLanguage = keyof typeof CATALOGUES;

/** The BCP 47 tag each language formats numbers and money with (the SPA's own are in src/i18n/locales.ts). */
export const LANGUAGE_TAGS: Record<CatalogueLanguage, string> = { en: 'en-US', it: 'it-IT' };
export { SOURCE_LANGUAGE };

export const i18nextOptions: InitOptions = {
  ...i18nextSettings,
  resources: Object.fromEntries(Object.entries(CATALOGUES).map(([language, catalogue]) => [language, { translation: catalogue }])),
};
