import { Button, Card, Space, Typography } from 'antd';
import { openAccountStep } from '../../../providers/msal-client';
import { readAuthSettings } from '../../../providers/auth-settings';
import { translate } from '../../../i18n';

const open = (step: Parameters<typeof openAccountStep>[0]) => () =>
  void openAccountStep(step).catch((error: unknown) => console.error('Could not open the sign-in page', error));

/** local mode only: passwords and the second factor live at the embedded provider, so both are a trip there. */
export const PasswordCard = () => {
  if (readAuthSettings().authMode !== 'local') return null;
  return (
    <Card size="small" title={translate('Sign-in')}>
      <Typography.Paragraph>{translate('Both ask for your password first; you then sign in again.')}</Typography.Paragraph>
      <Space wrap>
        <Button onClick={open('change_password')}>{translate('Change password')}</Button>
        <Button onClick={open('two_step')}>{translate('Turn on two-step sign-in')}</Button>
      </Space>
    </Card>
  );
};
