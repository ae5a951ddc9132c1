import i18next from 'i18next';
import { i18nextOptions } from './catalogues';

// One i18next instance for the whole SPA. English text is its own key (as in gettext): a screen writes
// `translate('Export CSV')`, English shows it as written, and the Italian catalogue holds its translation.
// refine's own keys (`buttons.save`, `notifications.createSuccess`) reach the same instance through the
// i18n provider with refine's English default beside them. The settings are shared with the server's
// refusals (src/i18n/catalogues/index.ts).

export const i18n = i18next.createInstance();
void i18n.init(i18nextOptions);

export type TranslateValues = Record<string, string | number>;

/** `text` in the language in force; `{{name}}` placeholders take `values`. */
export const translate = (text: string, values?: TranslateValues): string => i18n.t(text, { defaultValue: text, ...values });
