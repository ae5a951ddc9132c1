import type * as portalModules from '../modules';
import type { RegistryEntry } from './declaration';

// What a module's modules/<name>/index.ts exports: the shared facts of its folder, read by both sides. Its
// screens' components (modules/<name>/screens/index.ts) and its workflows (modules/<name>/server/index.ts) are
// found by the folder's name, each by its own side.

/**
 * A side-menu section a module brings: `label` is what routes name in `menu.section` and what the menu shows
 * (translated; `{product}` filled in), `place` orders the sections (smaller first). Its icon is the module's
 * screens/menu-icons.tsx (SPA side, src/shell/layout/section-icons.tsx).
 */
export type MenuSectionDeclaration = { readonly label: string; readonly place: number };

/** A kind of notification worth an e-mail, and what the profile's e-mail settings call it. */
export type MailKindDeclaration = { readonly kind: string; readonly label: string };

export type PortalModule = {
  /** The menu sections it brings (most bring one; a module may bring none and place its entries in another's). */
  menuSections?: readonly MenuSectionDeclaration[];
  /** The section its entries sit in: modules follow their sections' places, modules of one section in name order. */
  menuPlace: MenuSection;
  /** Its registry entries in menu order. */
  entries: readonly RegistryEntry[];
  /** Entries placed after every module's (the audit trail closes the menu). */
  closingEntries?: readonly RegistryEntry[];
  /** The names of its hand-written screens, which its routes may name. */
  screens: readonly string[];
  /** Whether its server/index.ts gives workflows (action handlers, derivations, write rules, its own endpoints, its demo rows). */
  hasWorkflows?: boolean;
  /**
   * What its notices say: English templates the server fills in and stores, read back in the reader's language
   * (resources/notification-texts.ts). A more specific template comes before the one it extends.
   */
  notificationTexts?: readonly string[];
  /**
   * The kinds of its notices worth an e-mail, each as the profile's e-mail settings name it (resources/mail-kinds.ts).
   * A kind several modules send (approvals) is declared by each, with the same label.
   */
  mailKinds?: readonly MailKindDeclaration[];
  /** Its part of the Italian catalogue (modules/<name>/i18n/it.ts), the texts no other part of the portal uses. */
  loadItalian?: () => Promise<{ italian: Readonly<Record<string, string>> }>;
};

/** A module's name: its folder's, as modules/index.ts lists it (what a declaration's `module` says). */
export type ModuleName = keyof typeof portalModules;

/** The hand-written screens of module `M` (every module's when not given). */
export type ModuleScreenName<M extends ModuleName = ModuleName> = { [N in M]: (typeof portalModules)[N]['screens'][number] }[M];

/** The labels of the menu sections module `M` brings. */
export type ModuleMenuSection<M extends ModuleName> = (typeof portalModules)[M] extends { menuSections: readonly { label: infer L }[] } ? L & string : never;

/** Every section any module brings: what a route's `menu.section` may name. */
export type MenuSection = { [M in ModuleName]: ModuleMenuSection<M> }[ModuleName];

/** Every notification template any module declares: what `notificationText` may fill in. */
export type NotificationText = { [M in ModuleName]: (typeof portalModules)[M] extends { notificationTexts: readonly (infer T)[] } ? T & string : never }[ModuleName];

/** Every kind of notification worth an e-mail that any module declares. */
export type MailKind = { [M in ModuleName]: (typeof portalModules)[M] extends { mailKinds: readonly { kind: infer K }[] } ? K & string : never }[ModuleName];
