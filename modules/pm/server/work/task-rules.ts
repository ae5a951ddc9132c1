import { tasks } from '../../tasks.resource';
import { HttpError } from '../../../../server/errors';
import { message } from '../../../../server/i18n/message';
import type { WriteRule } from '../../../../server/operations/write-rules';
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

/**
 * A task is deleted only by its owner, a project manager or an administrator: its assignee works on it but
 * may not remove someone else's task (the own path lets both write it otherwise).
 */
export const taskDeletedByOwner: WriteRule = async (_tx, { after, caller, isDelete }) => {
  if (!isDelete || isManager(caller)) return;
  const deleters = tasks.api.own?.deleteOwnerFields ?? ['ownerId'];
  if (caller.employeeId === null || !deleters.some((field) => Number(after[field]) === caller.employeeId))
    throw new HttpError(403, message('Only the task\'s owner, a project manager or an administrator may delete it'));
};
