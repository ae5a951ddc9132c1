/// <reference types="vite/client" />
import type { ReactNode } from 'react';
import type { ModuleName, ModuleMenuSection } from '../../../resources/module';
import { findSection } from '../../access/resource-routes';

// One icon per side-menu section (SPEC §2 Side menu). Each module that brings a section (its index.ts,
// `menuSections`) gives the section's icon in its screens/menu-icons.tsx, found here by the folder; a module's file that
// misses one of its sections, or names another's, does not compile.

/** The icons of module `M`'s sections, by their labels. */
export type MenuSectionIcons<M extends ModuleName> = { readonly [Label in ModuleMenuSection<M>]: ReactNode };

/** Every module's section icons, by section label. */
export const SECTION_ICONS: Readonly<Record<string, ReactNode>> = Object.assign(
  {},
  ...Object.values(import.meta.glob<{ menuIcons: Readonly<Record<string, ReactNode>> }>('../../../modules/*/screens/menu-icons.tsx', { eager: true })).map(
    (file) => file.menuIcons,
  ),
);

/** The section named by a menu item (by its refine name or label), if it is one. */
export const sectionIconOf = (...names: (string | undefined)[]): ReactNode =>
  names
    .map((name) => findSection(name))
    .map((section) => (section ? SECTION_ICONS[section] : undefined))
    .find(Boolean);
