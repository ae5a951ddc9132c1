import type { ScreenName } from './screen-names';
import type { Field, MenuSection, Module, Role, SearchType } from './vocabulary';

/** A screen of the SPA and who may open it (SPEC §2 route table). */
export type RouteDeclaration = {
  /** SPA path as in the route table; `:id` for a record id, `:id?` when optional. */
  path: string;
  /** Roles allowed to open it; omitted means any signed-in user. */
  roles?: readonly Role[];
  /** `list` and `show` are the generic screens; any other name is a hand-written screen (resources/screen-names.ts). */
  screen: ScreenName;
  /** Which API the screen reads: the admin path (default) or the signed-in employee's own path. */
  scope?: 'admin' | 'own';
  /** Its place in the side menu, if any. */
  menu?: { section: MenuSection; label: string };
};

/** The plain (non-admin) path: the signed-in employee's own rows only. */
export type OwnApi = {
  /** e.g. `/timesheet`; the spec's plain path. */
  path: string;
  /** Reference fields to `employees` that make a row the caller's own (any one is enough); `id` on employees itself. */
  ownerFields: readonly string[];
  /** What an employee may do to own rows beyond reading them. */
  canCreate?: boolean;
  canUpdate?: boolean;
  canDelete?: boolean;
};

export type ApiDeclaration = {
  /** The admin path, e.g. `/admin/employees`; full CRUD for the resource's roles. */
  admin: string;
  own?: OwnApi;
  /** Where the spec creates on another verb or sub-path (e.g. `PUT /admin/exceptions/create`). */
  create?: { method?: 'PUT' | 'POST'; suffix?: string };
  /** Where the spec updates on another verb (e.g. products update with PUT). */
  update?: { method?: 'PUT' | 'POST' };
  /** Spec paths that are workflows, built by the module issues, listed here so the docs say so. */
  workflows?: readonly string[];
};

export type ResourceDeclaration = {
  kind?: 'resource';
  /** camelCase, unique; the refine resource name. The table is its snake_case form. */
  name: string;
  module: Module;
  /** Plural, as in menus and titles. */
  label: string;
  singular: string;
  /** The field shown when another record refers to this one. */
  titleField: string;
  /** Business fields; id, version and audit stamps are added by the generic layer. */
  fields: Record<string, Field>;
  /** Who may use the admin API of this resource. */
  roles: readonly Role[];
  api: ApiDeclaration;
  routes?: readonly RouteDeclaration[];
  /** A human-readable number assigned on create, e.g. `EMP-000012`. */
  numbering?: { field: string; prefix: string };
  /** One of the eight global-search types; searched by the numbering field and these fields. */
  search?: { type: SearchType; description: readonly string[] };
  /** Files may be attached to a row (SPEC §7 attachment paths). */
  attachments?: { types: readonly string[]; maxBytes: number; maxFiles?: number };
  /** Field sets no two rows may share (e.g. one month sheet per employee, year and month); a unique index. */
  uniqueTogether?: readonly (readonly string[])[];
  /** Rows of other resources shown on this one's show screen. */
  children?: readonly { resource: string; foreignKey: string; label?: string }[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
};

/** A screen with no table of its own (dashboards, the home redirect, the profile). */
export type PageDeclaration = {
  kind: 'page';
  name: string;
  module: Module;
  label: string;
  routes: readonly RouteDeclaration[];
};

export type RegistryEntry = ResourceDeclaration | PageDeclaration;

export const defineResource = <const T extends ResourceDeclaration>(declaration: T): T => declaration;
export const definePage = <const T extends Omit<PageDeclaration, 'kind'>>(page: T): PageDeclaration => ({
  kind: 'page',
  ...page,
});

export const isResource = (entry: RegistryEntry): entry is ResourceDeclaration => entry.kind !== 'page';
