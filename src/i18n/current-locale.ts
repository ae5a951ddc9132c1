import dayjs from 'dayjs';
import updateLocale from 'dayjs/plugin/updateLocale';
import 'dayjs/locale/en';
import 'dayjs/locale/it';
import { DEFAULT_LOCALE, isPortalLocale, LOCALES, type LocaleSettings, type PortalLocale } from './locales';

// The language in force, kept in one place so that plain formatting functions (a column's text, a CSV cell)
// read it without a React context. The LocaleProvider sets it and remounts the screens on a change, so
// nothing keeps an old format on screen. The choice is kept per browser, like the theme.

export const LOCALE_STORAGE_KEY = 'portal.locale';

dayjs.extend(updateLocale);

let current: PortalLocale = DEFAULT_LOCALE;

const applyToDayjs = (locale: PortalLocale) => {
  const settings = LOCALES[locale];
  dayjs.updateLocale(settings.dayjsLocale, { weekStart: settings.weekStart });
  dayjs.locale(settings.dayjsLocale);
};

// Screen readers, spell checkers and the browser's own translator read the page's language from `<html lang>`.
const applyToDocument = (locale: PortalLocale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
};
applyToDayjs(current);

export const currentLocale = (): PortalLocale => current;
export const localeSettings = (): LocaleSettings => LOCALES[current];

export const setCurrentLocale = (locale: PortalLocale) => {
  current = locale;
  applyToDayjs(locale);
  applyToDocument(locale);
};

/** The first of the browser's languages the portal speaks (`it-IT` → Italian), else English. */
export const browserLocale = (languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])): PortalLocale =>
  languages.map((tag) => tag.toLowerCase().split('-')[0]).find(isPortalLocale) ?? DEFAULT_LOCALE;

/** The user's stored choice; with none, the browser's language. A foreign value in storage never breaks start-up. */
export const storedLocale = (): PortalLocale => {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isPortalLocale(stored) ? stored : browserLocale();
  } catch {
    return browserLocale();
  }
};

/** The language the user chose in this browser, if they chose one (the sign-in pages follow it: `ui_locales`). */
export const chosenLocale = (): PortalLocale | undefined => {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isPortalLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
};

export const storeLocale = (locale: PortalLocale) => {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private windows may refuse storage: the choice then lasts for this visit only.
  }
};
