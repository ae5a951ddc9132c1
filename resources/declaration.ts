import type { FieldFilter } from './list-query';
import type { ScreenName } from './screen-names';
import type { Field, MenuSection, Role, SearchType } from './vocabulary';
import type { ModuleName } from './module';
import type { StateOf, StatusFieldOf } from './record-types';

/** A screen of the SPA and who may open it (SPEC §2 route table). */
export type RouteDeclaration = {
  /** SPA path as in the route table; `:id` for a record id, `:id?` when optional. */
  path: string;
  /** Roles allowed to open it; omitted means any signed-in user. */
  roles?: readonly Role[];
  /** `list` and `show` are the generic screens; any other name is a hand-written screen, listed by its module's index.ts (resources/screen-names.ts). */
  screen: ScreenName;
  /** Which API the screen reads: the admin path (default) or the signed-in employee's own path. */
  scope?: 'admin' | 'own';
  /** Its place in the side menu, if any. */
  menu?: { section: MenuSection; label: string };
  /**
   * A list route opens filtered on the rows that wait for its users' action (Sent month sheets, pending
   * requests); the filter is shown on the list and may be removed like any other (all must hold).
   */
  opensOn?: readonly FieldFilter[];
  /**
   * The list opens one record beside it (a drawer, the calendar) when this query parameter holds its id
   * (`?monthId=`): a notification or a search pick about the record may land here.
   */
  opensRecordBy?: string;
  /** Why the route is beyond SPEC §2's table or differs from its row (a new screen, other roles); SPEC's own rows omit it. */
  beyondSpec?: string;
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
  /** Deleting an own row withdraws it (a request not decided yet): the screens say Withdraw, not Delete. */
  isDeleteWithdraw?: boolean;
  /** Only the employees named in these owner fields delete a row (a task's owner, not its assignee); default all. */
  deleteOwnerFields?: readonly string[];
  /**
   * Rows one reaches through membership of a parent (a task through its project's members): reads need the
   * membership alone, writes the membership and an owner field; rows outside it are "not found".
   */
  membership?: { field: string; members: string; parentKey: string };
  /**
   * Own rows are seen only while `field` holds one of `values` (a payroll once approved); with `via`, `field`
   * is read on the row that reference field points at (a payroll day is seen while its payroll is).
   * Hidden rows answer 404 on every own path and are not found by search.
   */
  visibleIn?: { field: string; values: readonly string[]; via?: string };
};

export type ApiDeclaration = {
  /** The admin path, e.g. `/admin/employees`; full CRUD for the resource's roles. */
  admin: string;
  own?: OwnApi;
  /** Where the spec creates on another verb or sub-path (e.g. `PUT /admin/exceptions/create`). */
  create?: { method?: 'PUT' | 'POST'; suffix?: string };
  /** Where the spec updates on another verb (e.g. products update with PUT). */
  update?: { method?: 'PUT' | 'POST' };
  /**
   * The plain base path of own-scope actions when rows are the caller's through membership, not a field
   * (`/workorders`: the work orders one is a member of). No generic endpoints there; the handlers narrow.
   */
  plain?: string;
  /** SPEC §7 calls of this resource not built yet ("METHOD /path"); the docs list them as planned. */
  planned?: readonly string[];
};

/** What an action works on: one record (`:id` in its path), a selection (`ids` in the body), or the collection. */
export type ActionTarget = 'record' | 'selection' | 'collection';

/**
 * What an action answers on success (the API description's success reply, and the type a screen reads it as:
 * `ReplyOf` in resources/reply-types.ts): a file, nothing (204), a record of a resource (`self` for its own) or a
 * list of them, or an object of the named fields (`ReplyObject`). Every action declares it.
 */
export type ActionReply = 'file' | 'nothing' | ReplyRows | ReplyObject;

/**
 * Rows of a resource as every read returns them (`self`: the action's own resource), `with` some more fields and
 * `parts` some nested rows or objects (a journal's comments, each with its files).
 */
export type ReplyRows = { resource: string; isList?: boolean; with?: Record<string, Field>; parts?: Record<string, ReplyPart> };

/** What an object or rows of a reply carry nested. */
export type ReplyPart = ReplyRows | ReplyObject | ReplyValues | ReplyMap | ReplyAnyValue;

/**
 * An object (or a list of them) of the named fields, in the field vocabulary: a required field always holds a
 * value, another may be null or absent. `parts` are the nested rows, objects or lists of values it carries, always present.
 */
export type ReplyObject = {
  fields: Record<string, Field>;
  parts?: Record<string, ReplyPart>;
  isList?: boolean;
};

/** A list of plain values of one field's type (the reasons of a suggestion: `{ listOf: { type: 'text' } }`). */
export type ReplyValues = { listOf: Field };

/** A value of no one type, said in words (an audit line's value before and after: of whichever field it names). */
export type ReplyAnyValue = { anyValue: string };

/** Values of one field's type by a key the data names (hours by day: `{ mapOf: { type: 'decimal' } }`). */
export type ReplyMap = { mapOf: Field };

/**
 * A module's own read beside the declared resources and actions (the firm's closing days, the signed-in user): its
 * path under /api and what it answers, in the actions' `reply` vocabulary. The server mounts it with
 * `readRouteDocs` (its API description) and a screen reads it typed by `ReplyShapeOf<typeof route.reply>`.
 */
export type ReadRoute = { path: string; summary: string; tag: string; reply: ReplyRows | ReplyObject };

/** Keeps a read route's literal types, so the screen's reply type follows its declaration. */
export const defineReadRoute = <const R extends ReadRoute>(route: R): R => route;

/** Keeps a reply's literal types where several actions or routes share it (a month grid read two ways). */
export const defineReply = <const R extends ReplyRows | ReplyObject>(reply: R): R => reply;

/**
 * A workflow step, declared: mounted at its spec path, access-checked through the policy, its input validated,
 * run in one transaction by its handler (modules/<module>/server/, given with `workflowsOf(resource, { <name>: … })`),
 * audited, documented, and offered by the generic screens as a button with a form and a confirmation.
 */
export type ActionDeclaration = {
  /** Unique within the resource; the policy's act and the handler's key. */
  name: string;
  /** The button's text. */
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below the scope's base path, exactly as SPEC §7 spells it: `/note/:id`, `/send`, `/:id/approver/:approverId`. */
  path: string;
  /**
   * Mounts the action under this path instead of the scope's base path, for a spec call that sits outside the
   * resource's paths (GET /admin/cost_annual/{year}, where a generic /{id} would clash). Access is the scope's.
   */
  basePath?: string;
  /** `admin`: the resource's admin path and roles; `own`: the plain path, narrowed to the caller's own rows. */
  scope: 'admin' | 'own';
  target: ActionTarget;
  /** Who may run it; default the resource's roles (admin) or any employee (own). */
  roles?: readonly Role[];
  /** Its input in the field vocabulary; path parameters other than `id` are input fields too. */
  input?: Record<string, Field>;
  /** Files sent with it (multipart, parts named `file`). */
  files?: {
    types: readonly string[];
    maxBytes: number;
    maxFiles?: number;
    /** An import limit of the server's settings (a key of its `importLimits`, e.g. `zipBytes`) that replaces maxBytes there. */
    sizeLimit?: string;
  };
  /** Asked before running it; none means it runs on click (or on submitting its form). */
  confirm?: string;
  /**
   * The success toast, saying what happened to what: an English catalogue template filled from the reply (the
   * record it returns, or the first of the rows) and the input: any of their fields, `{{period}}` for a year and
   * month ("November 2026"), `{{count}}` for the rows moved, `{{singular}}` / `{{plural}}` for the resource.
   * Without it the toast names the action and the record.
   */
  done?: string;
  /** The status move it makes, so screens offer it only where the move is legal for the viewer. */
  moves?: { field: string; to?: string; step?: 'forward' | 'back' };
  /**
   * The resource whose record(s) it makes from its target (a work order's project, a movement's matches). Like a
   * move, such an action runs once per version of the record it acts on: `isVersionedAction` (resources/workflow.ts).
   */
  makes?: string;
  /**
   * Like a move, it runs once per version of the record it acts on, though it moves no status and makes no record
   * (an undo, a payment marked by hand): the caller must send the version it read, a stale one is a 409.
   */
  isVersioned?: boolean;
  /**
   * It runs one at a time: the server takes a lock named after the action before reading anything, so two runs at
   * once (the same ZIP imported twice, one month generated twice) do not both find nothing and both insert.
   */
  isSerial?: boolean;
  /**
   * Four eyes: no one runs it on a record they own (the resource's `api.own.ownerFields` naming the caller's employee),
   * whatever roles they hold: a decision on one's own month sheet, request, claim or payroll is someone else's. The
   * server refuses it (403 with the reason) and the screens do not offer it (resources/workflow.ts `isOwnRecord`).
   * An action whose handler takes other records itself (a payment order's payrolls, the document a movement pays)
   * refuses the caller's own among them too, through `refuseOwnRecords` (server/operations/actions/run-action.ts).
   */
  isNotByOwner?: boolean;
  /** A read or a screen's own call: mounted and documented, never shown as a button. */
  isHidden?: boolean;
  /**
   * A GET whose answer is a file to save (an export, a PDF), not JSON: the handler returns a `FileReply`
   * (server/operations/actions/run-action.ts) and the button saves it under the name the server gives.
   */
  isDownload?: boolean;
  /** What it answers (the API description's success reply, a screen's reply type): see `ActionReply`. */
  reply: ActionReply;
  /**
   * Where the action makes sense, over the record's fields: each named field must hold one of the listed
   * values (`null` stands for blank), or be present or absent (`PresenceCondition`). Screens offer it only
   * there; the server refuses it elsewhere (409), before the handler runs.
   * E.g. `{ status: ['Accepted'], customerContractId: [null] }`: an accepted quote not yet a contract.
   */
  offeredWhen?: Readonly<Record<string, OfferedCondition>>;
};

/**
 * A field an action needs filled in (`present`) or blank (`absent`), and what the refusal says where it is not:
 * an English catalogue template over the record's fields (`'Contract {{number}} already started a work order'`).
 */
export type PresenceCondition = { is: 'present' | 'absent'; why: string };

/** What one field of a record must be for an action to be offered: one of some values, or present or absent. */
export type OfferedCondition = readonly (string | number | boolean | null)[] | PresenceCondition;

/** Fields the server computes (by the module's derivation of this resource), never accepted from a client. */
export type DerivedDeclaration = {
  fields: readonly string[];
  /** Child resources whose rows feed them: any write to a child recomputes its parent in the same transaction. */
  children?: readonly { resource: string; foreignKey: string }[];
  /**
   * Rows of another resource the fields read, found by equal values of the named fields rather than by a reference
   * (a payroll follows its employee's month sheet of the same month): any write of such a row, its own derived
   * fields included, recomputes the rows that share those values, in the same transaction.
   */
  follows?: readonly { resource: string; sameFields: readonly string[] }[];
  /**
   * The fields follow from the children alone (with none, each is its declared default or null): a new row has
   * no children yet, so it is created with those values and its derivation is not run (bulk imports).
   */
  isFromChildrenOnly?: boolean;
  /**
   * Fields the derivation computes for some rows only and clients type on the others (an outgoing draft invoice's
   * figures come from its lines, a received invoice's are typed): written where the derivation answers them, left
   * as they are where it does not; still accepted from clients and spreadsheet imports.
   */
  partialFields?: readonly string[];
};

/**
 * Rows of another resource whose meaning rests on some of this one's fields (a payment matched against an
 * invoice's total): while any refers to a row, every write (generic or by an action) that would change one of
 * `fields` is refused with 409, as `onDelete: 'restrict'` refuses the delete.
 */
export type HeldByDeclaration = {
  resource: string;
  /** The field of `resource` that holds this row's id (a reference, or a plain id beside a table name). */
  foreignKey: string;
  /** Only its rows with these values refer here (`{ parentTable: 'receipts' }` beside a plain `parent` id). */
  where?: Readonly<Record<string, string>>;
  fields: readonly string[];
};

export type ResourceDeclaration = {
  kind?: 'resource';
  /** camelCase, unique; the refine resource name. The table is its snake_case form. */
  name: string;
  /** The module whose folder holds it (modules/index.ts). */
  module: ModuleName;
  /** Plural, as in menus and titles. */
  label: string;
  singular: string;
  /** The field shown when another record refers to this one. */
  titleField: string;
  /** Business fields; id, version and audit stamps are added by the generic layer. */
  fields: Record<string, Field>;
  /** Who may use the admin API of this resource. */
  roles: readonly Role[];
  /**
   * Its rows make up a signed-in caller (user, roles, employee link): the server forgets the callers it keeps on
   * every write. `true` for the identity's own tables, which the identity baseline fills at every start;
   * `'linked'` for the firm's records a caller is linked to (employees), which are business data.
   */
  isIdentitySource?: true | 'linked';
  api: ApiDeclaration;
  routes?: readonly RouteDeclaration[];
  /** A human-readable number assigned on create, e.g. `EMP-000012`. */
  numbering?: { field: string; prefix: string };
  /**
   * Found by the global search: by its number (the numbering field, or `numberField` for a number the record
   * brings, such as a received invoice's) and these fields, shown with their values. SPEC's eight types keep their
   * names (`type`); any other numbered document is found as its resource's name and opens its record page.
   */
  search?: { type?: SearchType; description: readonly string[]; numberField?: string };
  /** Files may be attached to a row (SPEC §7 attachment paths). */
  attachments?: {
    types: readonly string[];
    maxBytes: number;
    maxFiles?: number;
    /** On the own path the employee reads the files but never adds or removes any (their payslips). */
    isReadOnlyOnOwnPath?: boolean;
    /** The create form asks for the files too, sent once the record is made (an expense claim's photo). */
    isAskedOnCreate?: boolean;
    /**
     * Files an action attaches as one kind (an invoice's PDF, XML, SdI receipt), each kind's boolean field ticked
     * while such a file is there: removing the last file of a kind unticks its field, in the same transaction.
     */
    flagOfKind?: Readonly<Record<string, string>>;
    /**
     * The record states in which its files are evidence (an approved or paid claim's photo, a signed contract): each
     * named field holding one of its values locks them, as do the status's `locks`. Then no one adds or removes a file
     * but an administrator who gives a reason, kept in the record's history (`areFilesLocked`, resources/workflow.ts).
     */
    lockedIn?: Readonly<Record<string, readonly (string | number | boolean)[]>>;
  };
  /**
   * The question a delete asks, when "delete <singular> <title>?" would say too little (a membership whose title is
   * an id): an English catalogue template over the row's fields, a reference read as its record's title.
   */
  deleteAsks?: string;
  /** Field sets no two rows may share (e.g. one month sheet per employee, year and month); a unique index. */
  uniqueTogether?: readonly (readonly string[])[];
  /**
   * Field sets that queries read together, in that order (e.g. a work order's entries by date): a composite
   * index each. A single field gets its index from `isFilterable` or being a reference. A key may be `id` (a
   * sorted list's tie-break) and may end in ` desc`; an index of (field, id) replaces the field's own index
   * (resources/index-keys.ts).
   */
  indexes?: readonly (readonly string[])[];
  /**
   * Hand-written migrations (their tags in server/db/migrations) that make database objects this resource needs and no
   * declaration carries, such as a table kept by a trigger on this one. Migrations apply them like any other; a
   * schema pushed straight from the declarations (test databases) applies them after its tables.
   */
  databaseParts?: readonly string[];
  /**
   * Whoever has no screen of a record's own, but may open its parent's record page, sees it there (a task on its
   * project's page, for a project manager): notifications about it open that page.
   */
  seenOnParent?: { field: string; resource: string };
  /**
   * Rows that are part of the record their reference `field` names (an invoice's lines): while that parent is in one
   * of its status's `locks`, every write of them is refused (409), an action's too. With `openWhen`, a generic
   * create, edit or delete is taken only while the parent's fields hold those values (a draft invoice's lines), else
   * refused with `why` (an English catalogue template over the parent's fields); actions write them as their rules
   * say. The parent's record page offers the writes only when they would be taken.
   */
  partOf?: { field: string; openWhen?: { values: Readonly<Record<string, readonly (string | number | boolean | null)[]>>; why: string } };
  /** Rows of other resources shown on this one's show screen. */
  children?: readonly { resource: string; foreignKey: string; label?: string }[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Workflow steps beyond create/read/update/delete. */
  actions?: readonly ActionDeclaration[];
  derived?: DerivedDeclaration;
  /** Fields other rows depend on (HeldByDeclaration): they stay as they are while those rows refer here. */
  heldBy?: readonly HeldByDeclaration[];
  /**
   * `false` where a spreadsheet import makes no sense (rows a workflow makes, links kept from a record's page);
   * otherwise the list imports XLSX or CSV through the same create (resources/imports.ts).
   */
  canImport?: false;
};

/** A screen with no table of its own (dashboards, the home redirect, the profile). */
export type PageDeclaration = {
  kind: 'page';
  name: string;
  /** The module whose folder holds it (modules/index.ts). */
  module: ModuleName;
  label: string;
  routes: readonly RouteDeclaration[];
};

export type RegistryEntry = ResourceDeclaration | PageDeclaration;

/** The names of a declaration's fields, and of the stamps every row has. */
type FieldName<T extends Pick<ResourceDeclaration, 'fields'>> = keyof T['fields'] & string;
type StampName = 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy';
type StatusName<T extends Pick<ResourceDeclaration, 'fields'>> = StatusFieldOf<T>;

/** What an action may name: its status move's field and state, the fields of its `offeredWhen`. */
type ActionChecks<T extends Pick<ResourceDeclaration, 'fields'>, A> = {
  moves?: { field: StatusName<T>; to?: StateOf<T> };
  offeredWhen?: A extends { offeredWhen: infer W } ? { readonly [K in keyof W]: K extends FieldName<T> ? OfferedCondition : never } : unknown;
};

/** What a field may name: the row's other fields it depends on. */
type FieldChecks<T extends Pick<ResourceDeclaration, 'fields'>, F> = {
  isRequiredWhen?: F extends { isRequiredWhen: { values: infer V } } ? { values: { readonly [K in keyof V]: K extends FieldName<T> ? unknown : never } } : unknown;
  keptWhileSet?: FieldName<T>;
  copiedFrom?: { via: FieldName<T> };
  generatedFrom?: readonly FieldName<T>[];
  narrowedBy?: { field: FieldName<T> };
};

/**
 * The field names a declaration writes in its own parts, checked against its `fields` (`defineResource`): a
 * misspelt title field, owner field, status move, state or `offeredWhen` field is a compile error where it is written.
 */
export type DeclarationChecks<T extends Pick<ResourceDeclaration, 'fields'> & { actions?: readonly unknown[] }> = {
  titleField: FieldName<T> | 'id';
  fields: { readonly [K in keyof T['fields']]: FieldChecks<T, T['fields'][K]> };
  api: { own?: { ownerFields: readonly (FieldName<T> | 'id')[]; deleteOwnerFields?: readonly (FieldName<T> | 'id')[]; membership?: { field: FieldName<T> }; visibleIn?: { via?: FieldName<T> } } };
  numbering?: { field: FieldName<T> };
  search?: { description: readonly FieldName<T>[] };
  defaultSort?: { field: FieldName<T> | StampName };
  derived?: { fields: readonly FieldName<T>[]; partialFields?: readonly FieldName<T>[] };
  uniqueTogether?: readonly (readonly FieldName<T>[])[];
  heldBy?: readonly (Omit<HeldByDeclaration, 'fields'> & { fields: readonly FieldName<T>[] })[];
  seenOnParent?: { field: FieldName<T> };
  partOf?: { field: FieldName<T> };
  attachments?: { flagOfKind?: Readonly<Record<string, FieldName<T>>>; lockedIn?: { readonly [K in FieldName<T>]?: readonly (string | number | boolean)[] } };
  actions?: { readonly [I in keyof T['actions']]: ActionChecks<T, T['actions'][I]> };
};

export const defineResource = <const T extends ResourceDeclaration>(declaration: T & NoInfer<DeclarationChecks<T>>): T => declaration;
export const definePage = <const T extends Omit<PageDeclaration, 'kind'>>(page: T): PageDeclaration => ({
  kind: 'page',
  ...page,
});

export const isResource = (entry: RegistryEntry): entry is ResourceDeclaration => entry.kind !== 'page';
