// refine's notifications shown with antd's notification API (App context), as @refinedev/antd's provider does;
// ours so the first load does not carry that package (see src/shell/layout/sider-state.tsx).
import type { NotificationProvider } from '@refinedev/core';
import { App, Button } from 'antd';
import { i18n } from '../i18n/translate';

export const useNotificationProvider = (): NotificationProvider => {
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type, cancelMutation, undoableTimeout }) => {
      if (type === 'progress') {
        // An undoable mutation: the countdown runs in refine; the notice offers to cancel it meanwhile.
        notification.open({
          key,
          message,
          description: i18n.t('notifications.undoable', { seconds: undoableTimeout ?? 0, defaultValue: 'You have {{seconds}} seconds to undo' }),
          duration: undoableTimeout ?? 0,
          actions: (
            <Button
              size="small"
              onClick={() => {
                cancelMutation?.();
                notification.destroy(key ?? '');
              }}
            >
              {i18n.t('buttons.undo', { defaultValue: 'Undo' })}
            </Button>
          ),
        });
        return;
      }
      notification.open({ key, message: description ?? null, description: message, type });
    },
    close: (key) => notification.destroy(key),
  };
};
