import { badRequest } from '../errors';
import { message } from '../i18n/message';

const INT_MAX = 2_147_483_647;

/** Path ids are positive whole numbers; anything else is a 400 before any query runs. */
export const parseRecordId = (raw: string | undefined, name = 'id') => {
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || id < 1 || id > INT_MAX)
    throw badRequest(message('{{name}} must be a positive whole number', { name }), { [name]: message('Must be a positive whole number') });
  return id;
};
