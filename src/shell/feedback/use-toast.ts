import { App } from 'antd';
import { useMemo } from 'react';
import { TOAST_SECONDS } from '../theme/theme-tokens';
import { translate } from '../../i18n';

/** SPEC §8 toasts: a summary ('Error' / 'Success') and a detail, shown 2 s. */
export const useToast = () => {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      error: (detail: string) => notification.error({ message: translate('Error'), description: detail, duration: TOAST_SECONDS }),
      success: (detail: string) => notification.success({ message: translate('Success'), description: detail, duration: TOAST_SECONDS }),
    }),
    [notification],
  );
};
