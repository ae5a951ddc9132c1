import { createContext, Fragment, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { currentLocale, setCurrentLocale, storedLocale, storeLocale } from './current-locale';
import { createI18nProvider } from './i18n-provider';
import { LOCALES, type LocaleSettings, type PortalLocale } from './locales';
import { i18n, isLanguageLoaded, loadLanguage } from './translate';

type LocaleValue = { locale: PortalLocale; settings: LocaleSettings; setLocale: (locale: PortalLocale) => Promise<void> };

const LocaleContext = createContext<LocaleValue | null>(null);

const apply = (locale: PortalLocale) => {
  setCurrentLocale(locale);
  // Immediate once the language's catalogue is loaded (the provider waits for it before showing anything).
  void i18n.changeLanguage(locale);
};

/**
 * The language switch's state. A change re-renders everything under it from scratch (keyed on the locale),
 * so every label, date and amount on screen is written again in the new language. A language's catalogue
 * is fetched before its first showing, so nothing flashes in English meanwhile.
 */
export const LocaleProvider = ({ children, initial }: { children: ReactNode; initial?: PortalLocale }) => {
  const [locale, setLocaleState] = useState<PortalLocale>(() => {
    const chosen = initial ?? storedLocale();
    apply(chosen);
    return chosen;
  });
  const [isLoaded, setLoaded] = useState(() => isLanguageLoaded(locale));
  useEffect(() => {
    if (isLoaded) return;
    let isCurrent = true;
    void loadLanguage(locale).then(() => {
      if (!isCurrent) return;
      apply(locale);
      setLoaded(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [locale, isLoaded]);
  const setLocale = useCallback(async (next: PortalLocale) => {
    storeLocale(next);
    await loadLanguage(next);
    apply(next);
    setLocaleState(next);
  }, []);
  const value = useMemo(() => ({ locale, settings: LOCALES[locale], setLocale }), [locale, setLocale]);
  if (!isLoaded) return null;
  return (
    <LocaleContext.Provider value={value}>
      <Fragment key={locale}>{children}</Fragment>
    </LocaleContext.Provider>
  );
};

const ENGLISH: LocaleValue = { locale: 'en', settings: LOCALES.en, setLocale: async () => undefined };

/** The language in force; outside a LocaleProvider (a component test) English, as SPEC §9 writes it. */
export const useLocale = (): LocaleValue => useContext(LocaleContext) ?? ENGLISH;

/** refine's i18n provider, answering for the LocaleProvider above it. */
export const useI18nProvider = () => {
  const { setLocale } = useLocale();
  return useMemo(() => createI18nProvider(currentLocale, setLocale), [setLocale]);
};
