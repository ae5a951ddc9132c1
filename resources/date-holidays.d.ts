// Types for the two entry points resources/italian-holidays*.ts use: date-holidays-parser ships types that its
// package.json "exports" hides, and date-holidays/data ships none. The parser is the class date-holidays extends.
declare module 'date-holidays-parser' {
  import type Holidays from 'date-holidays';
  const HolidaysParser: new (data: object, country: string) => Holidays;
  export default HolidaysParser;
}

declare module 'date-holidays/data' {
  export const data: { version: string; license: string; holidays: Record<string, unknown>; names: Record<string, unknown> };
}
