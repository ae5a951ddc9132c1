import { TranslationOutlined } from '@ant-design/icons';
import { Button, type MenuProps } from 'antd';
import { LOCALES, translate, useLocale, type PortalLocale } from '../../i18n';
import { DropdownOnFirstUse } from '../layout/dropdown-on-first-use';

const ITEMS: MenuProps['items'] = (Object.keys(LOCALES) as PortalLocale[]).map((locale) => ({ key: locale, label: LOCALES[locale].name }));

/**
 * The top bar's language choice; kept in this browser like the theme. A menu rather than a Select: the
 * shell's first load then carries no select (rc-select and its virtual list).
 */
export const LocaleSwitch = () => {
  const { locale, setLocale } = useLocale();
  const name = LOCALES[locale].name;
  return (
    <DropdownOnFirstUse
      menu={{ items: ITEMS, selectable: true, selectedKeys: [locale], onClick: ({ key }) => void setLocale(key as PortalLocale) }}
    >
      {/* The name shown is part of the accessible name (WCAG 2.5.3, label in name). */}
      <Button type="text" size="small" icon={<TranslationOutlined />} aria-label={`${translate('Language')}: ${name}`}>
        {name}
      </Button>
    </DropdownOnFirstUse>
  );
};
