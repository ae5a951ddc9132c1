import { App, Card, Segmented, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { READER_LANGUAGE_NAMES, READER_LANGUAGES, USER_LANGUAGE_PATH, type ReaderLanguage } from '../../../../resources/reader-language';
import { CURRENT_USER, type CurrentUser } from '../../../../resources/current-user';
import { translate } from '../../../i18n';
import { httpClient } from '../../../providers/http-client';

// The language of the user's e-mail and documents (payslips). The screen's own language is the top bar's switch,
// kept per browser; this one is kept on the user, since mail is written while nobody's browser is open.

// Both calls answer the signed-in user, as its declared reply says (resources/current-user.ts).
const readLanguage = async () => (await httpClient().get<CurrentUser>(CURRENT_USER.path)).data.language;
const saveLanguage = async (language: ReaderLanguage) => (await httpClient().post<CurrentUser>(USER_LANGUAGE_PATH, { language })).data.language;

export const LanguageCard = () => {
  const { message } = App.useApp();
  const [language, setLanguage] = useState<ReaderLanguage | null>();
  useEffect(() => {
    readLanguage().then(setLanguage, () => undefined);
  }, []);

  const choose = async (chosen: ReaderLanguage) => {
    try {
      setLanguage(await saveLanguage(chosen));
      void message.success(translate('Language of e-mail and documents saved'));
    } catch {
      // The HTTP client has told the user why.
    }
  };

  return (
    <Card size="small" title={translate('Language of e-mail and documents')} loading={language === undefined}>
      <Space direction="vertical">
        <Segmented
          aria-label={translate('Language of e-mail and documents')}
          options={READER_LANGUAGES.map((value) => ({ value, label: translate(value) === value ? READER_LANGUAGE_NAMES[value] : translate(value) }))}
          value={language ?? undefined}
          onChange={(value) => void choose(value as ReaderLanguage)}
        />
        <Typography.Text type="secondary">{translate('Your e-mail and payslips are written in this language.')}</Typography.Text>
      </Space>
    </Card>
  );
};
