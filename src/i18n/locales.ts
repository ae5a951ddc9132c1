import type { Locale as AntdLocale } from 'antd/es/locale';
// antd's ES modules: `antd/locale/*` is CommonJS and drags CommonJS copies of rc-picker's and rc-pagination's locales in.
import enUS from 'antd/es/locale/en_US';
import itIT from 'antd/es/locale/it_IT';

// The languages the portal speaks. English is the default and the source language (SPEC §9: English labels,
// mm/dd/yy, weeks starting on Sunday); Italian follows the firm's own habits (dd/mm/yyyy, Monday first,
// 1.234,56 €). Every format the screens show is read from here, never written in a screen.

export type LocaleSettings = {
  /** The name on the language switch. */
  name: string;
  /** The BCP 47 tag numbers and money are formatted with. */
  numberTag: string;
  /** What a number input takes between units and decimals. */
  decimalSeparator: string;
  /** Between a CSV's cells: a comma where Excel reads the decimal point as '.', a semicolon where it reads ','. */
  csvDelimiter: string;
  /** dayjs's locale name (month and weekday names). */
  dayjsLocale: string;
  /** 0 = Sunday, 1 = Monday. */
  weekStart: 0 | 1;
  date: string;
  dateTime: string;
  /** A day without its year (a chart's axis). */
  dayMonth: string;
  /** A month in a picker (the dashboard, the time sheet). */
  month: string;
  antd: AntdLocale;
};

export const LOCALES = {
  en: { name: 'English', numberTag: 'en-US', decimalSeparator: '.', csvDelimiter: ',', dayjsLocale: 'en', weekStart: 0, date: 'MM/DD/YY', dateTime: 'MM/DD/YY HH:mm', dayMonth: 'MM/DD', month: 'MM/YYYY', antd: enUS },
  it: { name: 'Italiano', numberTag: 'it-IT', decimalSeparator: ',', csvDelimiter: ';', dayjsLocale: 'it', weekStart: 1, date: 'DD/MM/YYYY', dateTime: 'DD/MM/YYYY HH:mm', dayMonth: 'DD/MM', month: 'MM/YYYY', antd: itIT },
} as const satisfies Record<string, LocaleSettings>;

export type PortalLocale = keyof typeof LOCALES;
export const DEFAULT_LOCALE: PortalLocale = 'en';
export const isPortalLocale = (value: unknown): value is PortalLocale => typeof value === 'string' && Object.hasOwn(LOCALES, value);
