import type { InitOptions } from 'i18next';
import { italian } from './it';

// The catalogues and the i18next settings that read them, shared by the SPA (src/i18n/translate.ts) and the
// server's refusals (server/i18n/message.ts). Plain data, no React: the server imports it as it is.

export const CATALOGUES = { en: {}, it: italian } satisfies Record<string, Record<string, string>>;

export type CatalogueLanguage = keyof typeof CATALOGUES;
export const SOURCE_LANGUAGE: CatalogueLanguage = 'en';

/** English text is its own key (as in gettext); keys hold dots and colons, so i18next must not split them. */
export const i18nextOptions: InitOptions = {
  lng: SOURCE_LANGUAGE,
  fallbackLng: SOURCE_LANGUAGE,
  resources: Object.fromEntries(Object.entries(CATALOGUES).map(([language, catalogue]) => [language, { translation: catalogue }])),
  keySeparator: false,
  nsSeparator: false,
  // Values are never escaped here (React escapes on screen; the API answers JSON), nor read as `$t(…)` nesting.
  interpolation: { escapeValue: false, skipOnVariables: true },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
};
