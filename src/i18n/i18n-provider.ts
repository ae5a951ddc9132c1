import type { I18nProvider } from '@refinedev/core';
import { i18n } from './translate';
import { isPortalLocale, type PortalLocale } from './locales';

/** refine's door into our catalogues: its components ask by key and pass their English default. */
export const createI18nProvider = (getLocale: () => PortalLocale, changeLocale: (locale: PortalLocale) => Promise<void>): I18nProvider => ({
  translate: (key: string, options?: unknown, defaultMessage?: string) => {
    const values = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
    const fallback = defaultMessage ?? (typeof options === 'string' ? options : key);
    return i18n.t(key, { ...values, defaultValue: fallback });
  },
  changeLocale: async (locale: string) => {
    if (isPortalLocale(locale)) await changeLocale(locale);
  },
  getLocale,
});
