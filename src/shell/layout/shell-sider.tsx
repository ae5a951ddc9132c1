import { useMenu, usePermissions, type TreeMenuItem } from '@refinedev/core';
import { Drawer, Grid, Layout, theme } from 'antd';
import { Suspense } from 'react';
import { useAnsweredRouteAccess } from '../../access/use-answered-route-access';
import { lazyNamed, preloadComponent } from '../../screens/lazy';
import type { Role } from '../../../resources/vocabulary';
import type { SideMenuProps } from './side-menu';
import { ShellTitle } from './shell-title';
import { useSiderState } from './sider-state';

const SIDER_WIDTH = 220;

// Loaded when first shown: at once on a desktop, with the drawer's first opening on a phone.
const SideMenu = lazyNamed<SideMenuProps>(() => import('./side-menu'), 'SideMenu');

/** antd's `lg`: from this width the side menu stands beside the page; below it, it waits in a drawer. */
const STATIC_MENU_MIN_WIDTH = 992;

/** A desktop shows the side menu at once: start-up fetches it beside the first screen, not after the shell renders. */
export const preloadSideMenu = () => {
  if (window.matchMedia(`(min-width: ${STATIC_MENU_MIN_WIDTH}px)`).matches) preloadComponent(SideMenu);
};

type Visible = (item: TreeMenuItem) => boolean;

const routesOf = (tree: TreeMenuItem[]): string[] =>
  tree.flatMap((item) => (item.children.length === 0 ? [item.route ?? ''] : routesOf(item.children)));

// SPEC §2: an item shows when its route allows one of the user's roles (or has no role limit); a section
// shows when any of its items does. Hidden entries are left out of the menu, not merely emptied.
const visibleTree = (tree: TreeMenuItem[], isOpen: Visible): TreeMenuItem[] =>
  tree.flatMap((item) => {
    if (item.children.length === 0) return isOpen(item) ? [item] : [];
    const children = visibleTree(item.children, isOpen);
    return children.length > 0 ? [{ ...item, children }] : [];
  });

/** The side menu: static and collapsible on desktop (> 991 px), an overlay drawer on mobile. */
export const ShellSider = () => {
  const { token } = theme.useToken();
  const { siderCollapsed, mobileSiderOpen, setMobileSiderOpen } = useSiderState();
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu();
  const { data: knownRoles } = usePermissions<Role[]>({});
  const roles = knownRoles ?? [];
  // The menu's access answers are worked out after the first paint, a few at a time, so the opened screen renders
  // (and asks for its rows) without waiting for them, and no one task holds the page.
  const access = useAnsweredRouteAccess(knownRoles, routesOf(menuItems));
  // Until the policy has loaded nothing is shown, rather than a menu that then shrinks.
  // The Dashboard entry (`/`) is every role's (SPEC §2): a role without a dashboard starts on /auth/access.
  const visibleItems = access ? visibleTree(menuItems, (item) => access.canOpenRoute(roles, item.route ?? '')) : [];
  const breakpoint = Grid.useBreakpoint();
  const isMobile = breakpoint.lg === undefined ? false : !breakpoint.lg;

  const menu = (
    <Suspense fallback={null}>
      <SideMenu
        items={visibleItems}
        selectedKey={selectedKey}
        defaultOpenKeys={defaultOpenKeys}
        onClick={() => setMobileSiderOpen(false)}
      />
    </Suspense>
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
      {/* No logo here: the top bar carries it (SPEC §2), and two side by side read as a glitch. */}
      {/* Not before the screen's width is known: a phone's first render would otherwise load the menu here. */}
      {breakpoint.lg !== undefined && menu}
    </Layout.Sider>
  );
};
