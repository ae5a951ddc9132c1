// The registry: every resource and page of the portal, once, in menu order, read from the modules
// (modules/index.ts, one line per module). Both the SPA and the server import this list. Adding a resource means
// one declaration in its module folder and its name in that folder's index.ts; a new module is its folder and one
// line of modules/index.ts.
// The side menu is read from the routes in this order. Modules follow the places of the sections they sit in (each
// section brought by a module's `menuSections`), modules of one section in name order; within a module, its index.ts gives the order, where
// an entry with no menu item sits right after the entry whose screen shows it.
import { isResource, type RegistryEntry, type ResourceDeclaration } from './resources/declaration';
import type { MailKind, MenuSectionDeclaration, ModuleName, NotificationText, PortalModule } from './resources/module';
import * as portalModules from './modules';

/** Each module's shared facts, by its name; a module's index.ts that misses one does not compile. */
export const modules: Readonly<Record<ModuleName, PortalModule>> = portalModules;

/** The side menu's sections, as the modules bring them, in menu order. */
export const menuSections: readonly MenuSectionDeclaration[] = Object.values(modules)
  .flatMap((module) => module.menuSections ?? [])
  .sort((a, b) => a.place - b.place);

const menuPlaceOf = (module: PortalModule) => menuSections.findIndex((section) => section.label === module.menuPlace);

/** The modules in menu order. */
export const modulesInMenuOrder: readonly PortalModule[] = (Object.entries(modules) as [ModuleName, PortalModule][])
  .sort(([nameA, a], [nameB, b]) => menuPlaceOf(a) - menuPlaceOf(b) || nameA.localeCompare(nameB))
  .map(([, module]) => module);

export const registry: readonly RegistryEntry[] = [
  ...modulesInMenuOrder.flatMap((module) => module.entries),
  ...modulesInMenuOrder.flatMap((module) => module.closingEntries ?? []),
];

export const resources: readonly ResourceDeclaration[] = registry.filter(isResource);

export const findResource = (name: string): ResourceDeclaration | undefined =>
  resources.find((resource) => resource.name === name);

/** Every module's notification templates, in the modules' order (resources/notification-texts.ts). */
export const notificationTexts: readonly NotificationText[] = Object.values(portalModules).flatMap((module) =>
  'notificationTexts' in module ? module.notificationTexts : [],
);

/** The kinds of notification worth an e-mail, each once, in the modules' order (resources/mail-kinds.ts). */
export const mailKinds: readonly { kind: MailKind; label: string }[] = Object.values(portalModules)
  .flatMap((module): readonly { kind: MailKind; label: string }[] => ('mailKinds' in module ? module.mailKinds : []))
  .filter((declared, index, all) => all.findIndex((other) => other.kind === declared.kind) === index);
