import { App, Button, Card, Checkbox, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { MAIL_API_PATHS } from '../../../../resources/paths';
import { mailKindLabel, MAIL_KINDS, type MailKind, type MailSettings } from '../../../../resources/mail-kinds';
import { translate } from '../../../i18n';
import { httpClient } from '../../../providers/http-client';

// The profile's E-mail part: which notifications reach the user by e-mail, and whether as one daily digest.
// The server keeps the choice even while the portal sends no e-mail (no SMTP_URL); the card then says so.

const readSettings = async () => (await httpClient().get<MailSettings>(MAIL_API_PATHS.preferences)).data;
const saveSettings = async (settings: { kinds: MailKind[]; isDigest: boolean }) =>
  (await httpClient().post<MailSettings>(MAIL_API_PATHS.preferences, settings)).data;

export const MailPreferencesCard = () => {
  const { message } = App.useApp();
  const [settings, setSettings] = useState<MailSettings>();
  const [kinds, setKinds] = useState<MailKind[]>([]);
  const [isDigest, setIsDigest] = useState(false);
  const [isSaving, setIsSaving] = useState(false);

  const show = (loaded: MailSettings) => {
    setSettings(loaded);
    setKinds(loaded.kinds);
    setIsDigest(loaded.isDigest);
  };
  useEffect(() => {
    readSettings().then(show, () => undefined);
  }, []);

  const save = async () => {
    setIsSaving(true);
    try {
      show(await saveSettings({ kinds, isDigest }));
      void message.success(translate('E-mail preferences saved'));
    } catch {
      // The HTTP client has told the user why.
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card size="small" title={translate('E-mail')} loading={!settings}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {settings && !settings.isMailOn && <Typography.Text type="secondary">{translate('The portal sends no e-mail yet; your choice counts once it does.')}</Typography.Text>}
        {settings && !settings.email && <Typography.Text type="warning">{translate('Your user has no e-mail address: ask an administrator to add one.')}</Typography.Text>}
        {settings?.email && <Typography.Text>{translate('Sent to {{email}}', { email: settings.email })}</Typography.Text>}
        <Checkbox.Group
          aria-label={translate('Notifications sent by e-mail')}
          value={kinds}
          onChange={(values) => setKinds(values as MailKind[])}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          options={MAIL_KINDS.map((kind) => ({ value: kind, label: translate(mailKindLabel(kind)) }))}
        />
        <Space>
          <Switch id="mail-digest" checked={isDigest} onChange={setIsDigest} />
          <label htmlFor="mail-digest">{translate('One daily digest instead of an e-mail each time')}</label>
        </Space>
        <Button type="primary" loading={isSaving} onClick={() => void save()}>
          {translate('Save e-mail preferences')}
        </Button>
      </Space>
    </Card>
  );
};
