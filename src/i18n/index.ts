export { currentLocale, localeSettings } from './current-locale';
export { formatAxisMoney, formatCompact, formatFixed, formatMoney, formatUpTo, monthShortName, weekdayShortName } from './formats';
export { LocaleProvider, useI18nProvider, useLocale } from './locale-provider';
export { LOCALES, type PortalLocale } from './locales';
export { translate, type TranslateValues } from './translate';
export { daysAway } from './days-away';
