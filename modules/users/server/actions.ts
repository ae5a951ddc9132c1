import { setTemporaryPassword } from '../../../server/auth/local/credentials';
import { unlinkedEmployeeByEmail } from '../../../server/auth/employee-link';
import { identityTablesOf } from '../../../server/auth/identity-tables';
import { passwordProblem } from '../../../server/auth/local/passwords';
import { badRequest } from '../../../server/errors';
import { message } from '../../../server/i18n/message';
import type { ActionCall } from '../../../server/operations/actions/run-action';
import { recordAudit } from '../../../server/operations/audit';
import { createRecord, updateRecord } from '../../../server/operations/record-writer';
import { workflowsOf } from '../../../server/operations/actions/workflows-of';
import { users } from '../users.resource';

// An administrator's part of local accounts (AUTH_MODE=local): a new user with a temporary password, and a
// reset to a temporary password (which also lifts a lock). The hash goes to user_passwords, never to the
// users row; the audit trail records that it changed, never the password.

const checkedPassword = (input: ActionCall['input'], username: string) => {
  const password = String(input.temporaryPassword);
  const problem = passwordProblem(password, username);
  if (problem) throw badRequest(message('The temporary password cannot be used'), { temporaryPassword: problem });
  return password;
};

const auditPasswordSet = ({ tx, context, action }: ActionCall, userId: number) =>
  recordAudit(tx, {
    resource: 'users',
    recordId: userId,
    action: 'update',
    username: context.caller.username,
    changes: { password: [null, 'temporary password set'] },
    via: action.name,
  });

export const userWorkflows = workflowsOf(users, {
  // PUT /admin/users/with-password: the users row through the writer (audited as a create), then its password. With
  // an e-mail, the user is linked to the employee of that e-mail no user has yet, as a first sign-in links one.
  createWithPassword: async (call) => {
    const username = String(call.input.username).toLowerCase();
    const password = checkedPassword(call.input, username);
    const email = typeof call.input.email === 'string' && call.input.email !== '' ? call.input.email : null;
    const user = await createRecord(call.write, users, {
      username,
      displayName: call.input.displayName,
      email,
      employeeId: email ? await unlinkedEmployeeByEmail(call.tx, identityTablesOf(call.context.schema), email) : null,
      isActive: true,
    });
    await setTemporaryPassword(call.tx, user.id, password);
    await auditPasswordSet(call, user.id);
    return user;
  },
  // POST /admin/users/reset-password/{id}: also signs the user out everywhere (sign-out-rule.ts), since a reset
  // is what follows a stolen password; writing the users row makes it an identity write, so kept callers go too.
  resetPassword: async (call) => {
    const password = checkedPassword(call.input, String(call.record.username));
    await setTemporaryPassword(call.tx, call.record.id, password);
    await auditPasswordSet(call, call.record.id);
    return updateRecord(call.write, users, call.record, { signedOutAt: new Date() });
  },
});
