import {
  AuditOutlined,
  DollarOutlined,
  FireOutlined,
  HomeOutlined,
  ProjectOutlined,
  SafetyOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { MENU_SECTIONS, type MenuSection } from '../../../resources/vocabulary';

/** One icon per side-menu section (SPEC §2 Side menu). */
export const SECTION_ICONS: Record<MenuSection, ReactNode> = {
  Home: <HomeOutlined />,
  'My pages': <UserOutlined />,
  PM: <ProjectOutlined />,
  HR: <TeamOutlined />,
  Finance: <DollarOutlined />,
  Sales: <ShoppingOutlined />,
  Legal: <AuditOutlined />,
  'Fit{product}': <FireOutlined />,
  RBAC: <SafetyOutlined />,
};

/** The section named by a menu item (by its refine name or label), if it is one. */
export const sectionIconOf = (...names: (string | undefined)[]): ReactNode =>
  names
    .map((name) => MENU_SECTIONS.find((section) => section === name || section.toLowerCase() === name?.toLowerCase()))
    .map((section) => (section ? SECTION_ICONS[section] : undefined))
    .find(Boolean);
