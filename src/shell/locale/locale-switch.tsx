import { TranslationOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { LOCALES, translate, useLocale, type PortalLocale } from '../../i18n';

const OPTIONS = (Object.keys(LOCALES) as PortalLocale[]).map((locale) => ({ value: locale, label: LOCALES[locale].name }));

/** The top bar's language choice; kept in this browser like the theme. */
export const LocaleSwitch = () => {
  const { locale, setLocale } = useLocale();
  return (
    <Select<PortalLocale>
      aria-label={translate('Language')}
      variant="borderless"
      size="small"
      suffixIcon={<TranslationOutlined />}
      value={locale}
      options={OPTIONS}
      onChange={setLocale}
      popupMatchSelectWidth={false}
    />
  );
};
