// Each user's language for what the portal writes to them away from the screen: e-mail, payslips, notices. The
// browser's language at the first sign-in (the SPA sends it as Accept-Language), then the one chosen on the
// profile. Documents addressed outside the firm (quotes) follow the firm's or the customer's language instead.

export const READER_LANGUAGES = ['en', 'it'] as const;
export type ReaderLanguage = (typeof READER_LANGUAGES)[number];

export const isReaderLanguage = (value: unknown): value is ReaderLanguage => READER_LANGUAGES.includes(value as ReaderLanguage);

/** Each language named in itself, as a chooser offers it. */
export const READER_LANGUAGE_NAMES: Readonly<Record<ReaderLanguage, string>> = { en: 'English', it: 'Italiano' };

/** POST (under /api) sets the signed-in user's own language; GET /users/currentUser reads it. */
export const USER_LANGUAGE_PATH = '/users/currentUser/language';
