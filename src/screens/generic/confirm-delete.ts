// Every generic delete asks through this one function. It is the shell's global confirmation dialog
// (SPEC §2 "a global confirmation dialog group for deletions"); swap it here, not in the screens.
import { translate } from '../../i18n';
import { confirmDelete as shellConfirmDelete } from '../../shell/feedback/confirm-delete';

export const confirmDelete = (subject: string): Promise<boolean> =>
  shellConfirmDelete({ content: translate('Are you sure you want to delete {{subject}}?', { subject }) });

/** The same dialog for withdrawing one's own request (a delete that the declaration calls a withdrawal). */
export const confirmWithdraw = (title: string): Promise<boolean> =>
  shellConfirmDelete({ title: translate('Withdraw'), okText: translate('Withdraw'), content: translate('Withdraw your request {{title}}?', { title }) });

export { ConfirmModalHost } from '../../shell/feedback/confirm-delete';

/** A declaration's own delete question (`deleteAsks`), its values already read as titles. */
export const confirmDeleteAsking = (question: string, values: Record<string, string>): Promise<boolean> =>
  shellConfirmDelete({ content: translate(question, values) });
