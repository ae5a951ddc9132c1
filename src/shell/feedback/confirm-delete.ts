import { App, Modal } from 'antd';
import { useEffect } from 'react';
import { translate } from '../../i18n';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

export type ConfirmDeleteOptions = {
  /** Defaults to 'Delete'. */
  title?: string;
  /** Defaults to 'Are you sure you want to delete this record?'. */
  content?: string;
  okText?: string;
  cancelText?: string;
};

// The modal API of the antd <App> the shell mounts, so the dialog follows the theme; until it is
// mounted (or in code outside the shell) the static Modal is used.
let themedModal: ModalApi | undefined;
export const registerConfirmModal = (modal: ModalApi | undefined) => {
  themedModal = modal;
};

/**
 * Lends the dialog the modal API of the antd <App> it is mounted in (themed, and working under React 19,
 * where antd 5's static Modal renders nothing). The shell's theme mounts it; so may a test wrapper.
 */
export const ConfirmModalHost = () => {
  const { modal } = App.useApp();
  useEffect(() => {
    registerConfirmModal(modal);
    return () => registerConfirmModal(undefined);
  }, [modal]);
  return null;
};

/** The one confirmation dialog for deletions (SPEC §2): resolves true on OK, false on cancel or close. */
export const confirmDelete = (options: ConfirmDeleteOptions = {}): Promise<boolean> =>
  new Promise((resolve) => {
    const confirm = themedModal?.confirm ?? Modal.confirm;
    confirm({
      title: options.title ?? translate('Delete'),
      content: options.content ?? translate('Are you sure you want to delete this record?'),
      okText: options.okText ?? translate('Delete'),
      okButtonProps: { danger: true },
      cancelText: options.cancelText ?? translate('Cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
