import type * as portalModules from '../modules';
import type { RegistryEntry } from './declaration';
import type { MenuSection } from './vocabulary';

// What a module's modules/<name>/index.ts exports: the shared facts of its folder, read by both sides. Its
// screens' components (modules/<name>/screens/index.ts) and its workflows (modules/<name>/server/index.ts) are
// found by the folder's name, each by its own side.

export type PortalModule = {
  /** Its place in the menu: modules follow MENU_SECTIONS, modules of one section in name order. */
  menuPlace: MenuSection;
  /** Its registry entries in menu order. */
  entries: readonly RegistryEntry[];
  /** Entries placed after every module's (the audit trail closes the menu). */
  closingEntries?: readonly RegistryEntry[];
  /** The names of its hand-written screens, which its routes may name. */
  screens: readonly string[];
  /** Whether its server/index.ts gives workflows (action handlers, derivations, write rules, its own endpoints). */
  hasWorkflows?: boolean;
  /** Its part of the Italian catalogue (modules/<name>/i18n/it.ts), the texts no other part of the portal uses. */
  loadItalian?: () => Promise<{ italian: Readonly<Record<string, string>> }>;
};

/** A module's name: its folder's, as modules/index.ts lists it (what a declaration's `module` says). */
export type ModuleName = keyof typeof portalModules;

/** The hand-written screens of module `M` (every module's when not given). */
export type ModuleScreenName<M extends ModuleName = ModuleName> = { [N in M]: (typeof portalModules)[N]['screens'][number] }[M];
