import { Button, Card, Typography } from 'antd';
import { changePassword } from '../../../providers/msal-client';
import { readAuthSettings } from '../../../providers/auth-settings';

/** local mode only: passwords live at the embedded provider, so changing one is a trip there and back. */
export const PasswordCard = () => {
  if (readAuthSettings().authMode !== 'local') return null;
  return (
    <Card size="small" title="Password">
      <Typography.Paragraph>You will be asked for your current password and a new one, then to sign in again.</Typography.Paragraph>
      <Button onClick={() => void changePassword().catch((error: unknown) => console.error('Could not open the password change', error))}>
        Change password
      </Button>
    </Card>
  );
};
