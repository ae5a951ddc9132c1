import { UnorderedListOutlined } from '@ant-design/icons';
import { useThemedLayoutContext, type RefineThemedLayoutSiderProps } from '@refinedev/antd';
import { CanAccess, useMenu, type TreeMenuItem } from '@refinedev/core';
import { Drawer, Grid, Layout, Menu, theme } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { Link } from 'react-router';
import { sectionIconOf } from './section-icons';
import { ShellTitle } from './shell-title';

const SIDER_WIDTH = 220;

// Each entry asks refine's access control (action "list"); the access provider answers sections from the config.
const toMenuItems = (tree: TreeMenuItem[]): ItemType[] =>
  tree.map((item) => {
    const label = item.label ?? item.meta?.label ?? item.name;
    const icon = sectionIconOf(item.name, label) ?? item.meta?.icon;
    const guarded = (content: React.ReactNode) => (
      <CanAccess resource={item.name} action="list" params={{ resource: item }}>
        {content}
      </CanAccess>
    );
    if (item.children.length > 0)
      return { key: item.key, icon: icon ?? <UnorderedListOutlined />, label: guarded(label), children: toMenuItems(item.children) };
    return { key: item.key, icon, label: guarded(<Link to={item.route ?? item.list?.toString() ?? '/'}>{label}</Link>) };
  });

/** The side menu: static and collapsible on desktop (> 991 px), an overlay drawer on mobile. */
export const ShellSider = ({ meta }: RefineThemedLayoutSiderProps) => {
  const { token } = theme.useToken();
  const { siderCollapsed, mobileSiderOpen, setMobileSiderOpen } = useThemedLayoutContext();
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu({ meta });
  const breakpoint = Grid.useBreakpoint();
  const isMobile = breakpoint.lg === undefined ? false : !breakpoint.lg;

  const menu = (
    <Menu
      mode="inline"
      items={toMenuItems(menuItems)}
      selectedKeys={selectedKey ? [selectedKey] : []}
      defaultOpenKeys={defaultOpenKeys}
      style={{ border: 'none', paddingTop: 8 }}
      onClick={() => setMobileSiderOpen(false)}
    />
  );

  if (isMobile)
    return (
      <Drawer
        open={mobileSiderOpen}
        onClose={() => setMobileSiderOpen(false)}
        placement="left"
        closable={false}
        width={SIDER_WIDTH}
        styles={{ body: { padding: 0 } }}
      >
        <div style={{ height: 64, display: 'flex', alignItems: 'center', padding: '0 16px' }}>
          <ShellTitle isCollapsed={false} />
        </div>
        {menu}
      </Drawer>
    );

  return (
    <Layout.Sider
      width={SIDER_WIDTH}
      collapsedWidth={80}
      collapsible
      collapsed={siderCollapsed}
      trigger={null}
      style={{ backgroundColor: token.colorBgContainer, borderRight: `1px solid ${token.colorBorderSecondary}` }}
    >
      <div style={{ height: 64, display: 'flex', alignItems: 'center', justifyContent: siderCollapsed ? 'center' : 'flex-start', padding: siderCollapsed ? 0 : '0 16px' }}>
        <ShellTitle isCollapsed={siderCollapsed} />
      </div>
      {menu}
    </Layout.Sider>
  );
};
