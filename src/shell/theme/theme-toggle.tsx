import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { translate } from '../../i18n';
import { useThemeMode } from './theme-mode';

export const ThemeToggle = () => {
  const { isDark, toggleMode } = useThemeMode();
  const label = translate(isDark ? 'Switch to light theme' : 'Switch to dark theme');
  return (
    <Tooltip title={label}>
      <Button type="text" shape="circle" aria-label={label} icon={isDark ? <SunOutlined /> : <MoonOutlined />} onClick={toggleMode} />
    </Tooltip>
  );
};
