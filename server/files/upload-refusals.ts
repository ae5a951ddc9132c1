import { badRequest, HttpError } from '../errors';
import { message, type Message } from '../i18n/message';
import { CONTROL_MESSAGE } from '../input/safe-text';

// Every refusal of an uploaded file, in one place: attachments (server/operations/attachments.ts), actions'
// multipart bodies (server/routes/action-routes.ts) and the type check (verified-upload.ts) word them alike.
// Size and count are worded as SPEC §8 words them.

/** A body that is not multipart where files are expected (415); `what` says how to send them. */
export const notMultipart = (what: 'files' | 'action') =>
  new HttpError(
    415,
    what === 'files'
      ? message('Send the files as multipart/form-data parts named file')
      : message('Send this action as multipart/form-data, with files in parts named file'),
  );

export const unexpectedPart = (part: string) => badRequest(message('Unexpected part {{part}}: send files in parts named file', { part }));

export const fileTooLarge = (fileName: string, maxBytes: number) =>
  new HttpError(413, message('{{fileName}}: Invalid file size, file size should be smaller than {{maxBytes}} bytes.', { fileName, maxBytes }), {
    file: message('Too large'),
  });

export const tooManyFiles = (limit: number) =>
  badRequest(message('Maximum number of files exceeded, limit is {{limit}} at most.', { limit }), { file: message('Too many files') });

export const noFiles = () => badRequest(message('Send one or more files as multipart parts named file'));

/** The content is not of a type the resource or action accepts (415). */
export const wrongType = (fileName: string, why: Message) => new HttpError(415, message('{{fileName}}: {{why}}', { fileName, why }), { file: why });

export const typeNotAllowed = (fileName: string, allowed: string) =>
  wrongType(fileName, message('Invalid file type, allowed file types: {{allowed}}.', { allowed }));

export const contentIsNot = (fileName: string, recognised: string, declared: string) =>
  wrongType(fileName, message('The content is {{recognised}}, not {{declared}}', { recognised, declared }));

export const partTypeWithControls = () =>
  badRequest(message("The part's Content-Type: {{why}}", { why: CONTROL_MESSAGE }), { file: message('Content-Type: {{why}}', { why: CONTROL_MESSAGE }) });

export const partTypeNotMedia = () =>
  badRequest(message("The part's Content-Type is not a media type"), { file: message('Content-Type is not a media type') });

export const fileNameWithControls = () =>
  badRequest(message('The file name: {{why}}', { why: CONTROL_MESSAGE }), { file: message('File name: {{why}}', { why: CONTROL_MESSAGE }) });
