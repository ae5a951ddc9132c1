import { data } from 'date-holidays/data';

// Node only (the script and its test): Italy's entry of date-holidays' data with the shared names it refers to.

type HolidayRule = { _name?: string };
type CountryData = { days: Record<string, HolidayRule> };

export const italianHolidayData = () => {
  const italy = (data.holidays as Record<string, CountryData>).IT;
  const used = new Set(Object.values(italy.days).flatMap((rule) => (rule._name ? [rule._name] : [])));
  const names = Object.fromEntries(Object.entries(data.names as Record<string, unknown>).filter(([name]) => used.has(name)));
  return { version: data.version, license: data.license, holidays: { IT: italy }, names };
};
