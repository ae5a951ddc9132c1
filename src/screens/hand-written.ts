import type { ComponentType } from 'react';
import type { PageDeclaration, RouteDeclaration } from '../../resources/declaration';
import type { ModuleName, ModuleScreenName } from '../../resources/module';
import type { ResourceScreenProps } from './generic/screen-props';

// What a module registers for each hand-written screen it owns. A page (no table of its own) gets its page
// declaration; a resource's screen gets the same props as the generic screens it stands in for.

export type ResourceScreen = ComponentType<ResourceScreenProps>;
export type PageScreenProps = { page: PageDeclaration; route: RouteDeclaration };
export type PageScreen = ComponentType<PageScreenProps>;

export type HandWrittenScreen = { kind: 'page'; Screen: PageScreen } | { kind: 'resource'; Screen: ResourceScreen };

export const pageScreen = (Screen: PageScreen): HandWrittenScreen => ({ kind: 'page', Screen });
export const resourceScreen = (Screen: ResourceScreen): HandWrittenScreen => ({ kind: 'resource', Screen });

/** Module `M`'s screens by the names its index.ts lists (`screens`): its screens/index.ts exports one such map. */
export type ModuleScreens<M extends ModuleName> = Record<ModuleScreenName<M>, HandWrittenScreen>;
