import { UnorderedListOutlined } from '@ant-design/icons';
import type { TreeMenuItem } from '@refinedev/core';
import { Menu } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { Link } from 'react-router';
import { withProductName } from '../../config';
import { translate } from '../../i18n';
import { sectionIconOf } from './section-icons';

// The side menu's items, in a chunk of its own (shell-sider.tsx loads it): antd's Menu (rc-menu) is ~13 KB of a
// phone's first load, where the menu shows only once its drawer is opened.

const toMenuItems = (tree: readonly TreeMenuItem[]): ItemType[] =>
  tree.map((item) => {
    const declared = item.label ?? item.meta?.label ?? item.name;
    const icon = sectionIconOf(item.name, declared) ?? item.meta?.icon;
    // Declarations keep SPEC's `{product}` placeholder; the configured product name is put in at display.
    const label = withProductName(translate(declared));
    if (item.children.length > 0)
      return { key: item.key, icon: icon ?? <UnorderedListOutlined />, label, children: toMenuItems(item.children) };
    return { key: item.key, icon, label: <Link to={item.route ?? item.list?.toString() ?? '/'}>{label}</Link> };
  });

export type SideMenuProps = {
  /** The items the person may open, sections with none left out. */
  items: readonly TreeMenuItem[];
  selectedKey: string | undefined;
  defaultOpenKeys: string[];
  onClick: () => void;
};

export const SideMenu = ({ items, selectedKey, defaultOpenKeys, onClick }: SideMenuProps) => (
  <Menu
    mode="inline"
    items={toMenuItems(items)}
    selectedKeys={selectedKey ? [selectedKey] : []}
    defaultOpenKeys={defaultOpenKeys}
    // Transparent: in the drawer the menu sits on the drawer's own (elevated) background, not in a darker band.
    style={{ border: 'none', paddingTop: 8, background: 'transparent' }}
    onClick={onClick}
  />
);
