// Every generic delete asks through this one function. It is the shell's global confirmation dialog
// (SPEC §2 "a global confirmation dialog group for deletions"); swap it here, not in the screens.
import { App } from 'antd';
import { useEffect } from 'react';
import { confirmDelete as shellConfirmDelete, registerConfirmModal } from '../../shell/feedback/confirm-delete';

export const confirmDelete = (subject: string): Promise<boolean> =>
  shellConfirmDelete({ content: `Are you sure you want to delete ${subject}?` });

/**
 * Lends the dialog antd's App modal API (themed, and working under React 19, where antd 5's static Modal
 * renders nothing). Mount it inside antd's <App> wherever the shell's theme provider is not used.
 */
export const ConfirmModalHost = () => {
  const { modal } = App.useApp();
  useEffect(() => {
    registerConfirmModal(modal);
    return () => registerConfirmModal(undefined);
  }, [modal]);
  return null;
};
