import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Grid, Layout, Space, Tag, theme } from 'antd';
import { NotificationsBell } from '../notifications/notifications-bell';
import { ProfilePicture } from '../profile-picture/profile-picture';
import { LocaleSwitch } from '../locale/locale-switch';
import { GlobalSearch } from '../search/global-search';
import { ThemeToggle } from '../theme/theme-toggle';
import { translate } from '../../i18n';
import { RoleShortcuts } from './role-shortcuts';
import { ShellTitle } from './shell-title';
import { useSiderState } from './sider-state';

/** The menu toggle: collapses the static menu on desktop, opens the overlay drawer on mobile. */
const MenuToggle = () => {
  const { siderCollapsed, setSiderCollapsed, setMobileSiderOpen } = useSiderState();
  const breakpoint = Grid.useBreakpoint();
  const isMobile = breakpoint.lg === undefined ? false : !breakpoint.lg;
  return (
    <Button
      type="text"
      aria-label={translate('Toggle menu')}
      icon={siderCollapsed || isMobile ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={() => (isMobile ? setMobileSiderOpen(true) : setSiderCollapsed(!siderCollapsed))}
    />
  );
};

export const EnvironmentBadge = ({ environment }: { environment: string }) =>
  environment === 'production' ? null : <Tag color="warning">{environment.toUpperCase()}</Tag>;

export const ShellHeader = ({ environment }: { environment: string }) => {
  const { token } = theme.useToken();
  const breakpoint = Grid.useBreakpoint();
  const isMobile = breakpoint.lg === undefined ? false : !breakpoint.lg;
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: 64,
        padding: '0 16px',
        display: 'flex',
        alignItems: 'center',
        gap: isMobile ? 8 : 12,
        backgroundColor: token.colorBgElevated,
      }}
    >
      <MenuToggle />
      {/* On a phone the logo keeps only its icon and the search takes the room left, so nothing wraps. */}
      <ShellTitle isCollapsed={isMobile} />
      <EnvironmentBadge environment={environment} />
      {!isMobile && <div style={{ flex: 1 }} />}
      <div style={isMobile ? { flex: 1, minWidth: 0 } : undefined}>
        <GlobalSearch width={isMobile ? '100%' : 260} />
      </div>
      <Space size={4}>
        <NotificationsBell />
        <ThemeToggle />
        {!isMobile && <LocaleSwitch />}
        <RoleShortcuts />
      </Space>
      <ProfilePicture />
    </Layout.Header>
  );
};
