import type { InitOptions } from 'i18next';

// The i18next settings both sides share, without the catalogues themselves: the SPA loads a language's
// catalogue when that language is first chosen (src/i18n/translate.ts), the server holds them all (index.ts).

export const SOURCE_LANGUAGE = 'en';

/** English text is its own key (as in gettext); keys hold dots and colons, so i18next must not split them. */
export const i18nextSettings: InitOptions = {
  lng: SOURCE_LANGUAGE,
  fallbackLng: SOURCE_LANGUAGE,
  keySeparator: false,
  nsSeparator: false,
  // Values are never escaped here (React escapes on screen; the API answers JSON), nor read as `$t(…)` nesting.
  interpolation: { escapeValue: false, skipOnVariables: true },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
};
