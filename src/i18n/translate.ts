import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { i18nextSettings, SOURCE_LANGUAGE } from '../../i18n/catalogues/settings';

// One i18next instance for the whole SPA. English text is its own key (as in gettext): a screen writes
// `translate('Export CSV')`, English shows it as written, and the Italian catalogue holds its translation.
// refine's own keys (`buttons.save`, `notifications.createSuccess`) reach the same instance through the
// i18n provider with refine's English default beside them. The settings are shared with the server's
// refusals (i18n/catalogues/settings.ts).

// A catalogue is fetched when its language is first wanted, so English users' first load carries none
// (Italian's is ~20 KiB gzip). English, the source language, has nothing to fetch.
const CATALOGUE_LOADERS: Record<string, () => Promise<ResourceKey>> = {
  it: async () => (await import('../../i18n/catalogues/italian')).loadItalian(),
};

const catalogueLoader: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = CATALOGUE_LOADERS[language];
    if (!load) return callback(null, {});
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

export const i18n = i18next.createInstance();
void i18n
  .use(catalogueLoader)
  .init({ ...i18nextSettings, resources: { [SOURCE_LANGUAGE]: { translation: {} } }, partialBundledLanguages: true });

/** Whether `language`'s catalogue is at hand, so that switching to it changes the texts at once. */
export const isLanguageLoaded = (language: string) => i18n.hasResourceBundle(language, 'translation');

const loadings = new Map<string, Promise<void>>();

/**
 * Fetches `language`'s catalogue (once); a failure is logged and the texts stay English. Every caller waits for
 * the one fetch: i18next's own second `loadLanguages` answers at once, before the first has brought the texts.
 */
export const loadLanguage = (language: string): Promise<void> => {
  const loading =
    loadings.get(language) ?? i18n.loadLanguages(language).catch((error: unknown) => console.error(`Loading the ${language} texts failed`, error));
  loadings.set(language, loading);
  return loading;
};

export type TranslateValues = Record<string, string | number>;

/** `text` in the language in force; `{{name}}` placeholders take `values`. */
export const translate = (text: string, values?: TranslateValues): string => i18n.t(text, { defaultValue: text, ...values });
