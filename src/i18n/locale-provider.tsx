import { createContext, Fragment, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { currentLocale, setCurrentLocale, storedLocale, storeLocale } from './current-locale';
import { createI18nProvider } from './i18n-provider';
import { LOCALES, type LocaleSettings, type PortalLocale } from './locales';
import { i18n } from './translate';

type LocaleValue = { locale: PortalLocale; settings: LocaleSettings; setLocale: (locale: PortalLocale) => void };

const LocaleContext = createContext<LocaleValue | null>(null);

const apply = (locale: PortalLocale) => {
  setCurrentLocale(locale);
  void i18n.changeLanguage(locale);
};

/**
 * The language switch's state. A change re-renders everything under it from scratch (keyed on the locale),
 * so every label, date and amount on screen is written again in the new language.
 */
export const LocaleProvider = ({ children, initial }: { children: ReactNode; initial?: PortalLocale }) => {
  const [locale, setLocaleState] = useState<PortalLocale>(() => {
    const chosen = initial ?? storedLocale();
    apply(chosen);
    return chosen;
  });
  const setLocale = useCallback((next: PortalLocale) => {
    storeLocale(next);
    apply(next);
    setLocaleState(next);
  }, []);
  const value = useMemo(() => ({ locale, settings: LOCALES[locale], setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <Fragment key={locale}>{children}</Fragment>
    </LocaleContext.Provider>
  );
};

const ENGLISH: LocaleValue = { locale: 'en', settings: LOCALES.en, setLocale: () => undefined };

/** The language in force; outside a LocaleProvider (a component test) English, as SPEC §9 writes it. */
export const useLocale = (): LocaleValue => useContext(LocaleContext) ?? ENGLISH;

/** refine's i18n provider, answering for the LocaleProvider above it. */
export const useI18nProvider = () => {
  const { setLocale } = useLocale();
  return useMemo(() => createI18nProvider(currentLocale, setLocale), [setLocale]);
};
