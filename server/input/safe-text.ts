import { message } from '../i18n/message';

// What text the API accepts at its boundary. C0 control characters, DEL and the C1 range never belong in
// a name, a filter or a path; long text keeps tab and line breaks. Bidi overrides and isolates are refused
// in file names only (where they disguise an extension, "invoice\u202Efdp.exe"); in free text they are
// legitimate for right-to-left languages.

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Lone surrogates cannot be stored as UTF-8 (Postgres refuses them); they only come from hostile clients.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const CONTROL_MESSAGE = message('Must not contain control characters');

/** True for text a single-line value may hold (a name, a filter value, a path segment). */
export const isSingleLineText = (text: string) => !CONTROL.test(text) && !LONE_SURROGATE.test(text);

/** True for text a long-text value may hold: tab, line feed and carriage return are allowed. */
export const isMultiLineText = (text: string) => !CONTROL_EXCEPT_LINE_BREAKS.test(text) && !LONE_SURROGATE.test(text);

/** A file name fit to store and to send back: no control characters, no bidi overrides, no folders, not empty. */
export const cleanFileName = (name: string) => {
  const cleaned = name
    .replace(new RegExp(CONTROL.source, 'g'), '')
    .replace(BIDI_CONTROLS, '')
    .replace(new RegExp(LONE_SURROGATE.source, 'g'), '')
    .replace(/[\\/]/g, '_')
    .trim()
    .slice(0, 200);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
};
