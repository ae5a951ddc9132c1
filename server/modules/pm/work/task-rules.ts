import { HttpError } from '../../../errors';
import { message } from '../../../i18n/message';
import type { WriteRule } from '../../../operations/write-rules';
import { isManager, isProjectMember } from './reach';

/**
 * An employee creates and changes tasks only in the projects they are a member of, on any path (the own
 * path's reach already hides the others; this refuses a task created in, or moved to, a foreign project).
 */
export const taskInOwnProject: WriteRule = async (tx, { after, caller, schema, isDelete }) => {
  if (isDelete || isManager(caller)) return;
  if (!(await isProjectMember(tx, schema, after.projectId, caller.employeeId)))
    throw new HttpError(403, message('You may only work on tasks of projects you are a member of'), { projectId: message('Not a project you are a member of') });
};
