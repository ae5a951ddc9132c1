import { updateRecord } from '../record-writer';
import type { ActionHandler } from './run-action';

/**
 * The handler of an action that stores its input on its record as it is (a note, an approver): the input's
 * names are the record's field names. Anything more particular is a handler of its own.
 */
export const writeInputToRecord: ActionHandler = ({ context, record, input, write }) =>
  updateRecord(write, context.resource.name, record, input);
