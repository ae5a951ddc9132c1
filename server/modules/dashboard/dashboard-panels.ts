import { and, count, inArray, notInArray } from 'drizzle-orm';
import type { ReplyObject, ReplyRows, ResourceDeclaration } from '../../../resources/declaration';
import type { ListLinkFilter } from '../../../resources/list-query';
import { listRouteOf, withListFilters, type DashboardName } from '../../../resources/paths';
import type { FieldNameOf } from '../../../resources/record-types';
import type { ReplyShapeOf } from '../../../resources/reply-types';
import { hasAnyRole, type Caller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { resourceTableOf, type DatabaseSchema } from '../../db/schema';
import { notOwnedBy } from '../../operations/own-rows';

// What a dashboard is made of, as the modules contribute it (each module's `dashboard` in its server/index.ts):
// count cards ("how many need action") and panels (a module's own figures: hours by project, the month's payrolls,
// the cash position). The dashboards' routes (plugin.ts) compose what the modules give and name none of them.

export type DashboardContext = { db: Database; schema: DatabaseSchema; caller: Caller; year: number; month: number };

/** A "how many need action" card: rows of `resource` whose `field` is (or is not) one of `values`. */
export type CountCard = {
  /** The dashboards that show it. */
  dashboards: readonly DashboardName[];
  key: string;
  /** An English catalogue text (i18n/catalogues). */
  title: string;
  resource: ResourceDeclaration;
  field: string;
  values: readonly string[];
  isNegated?: boolean;
  /**
   * It counts decisions waiting for the viewer (approvals): their own rows (the resource's `api.own.ownerFields`)
   * are left out, as four eyes (`isNotByOwner`) keep them from deciding those.
   */
  isDecision?: boolean;
};

/** A module's panel: its figures under `name` in the dashboard's reply, for callers who may read every resource it reads. */
export type DashboardPanel = {
  name: string;
  dashboards: readonly DashboardName[];
  reads: readonly ResourceDeclaration[];
  /** What its figures are, declared once in the module's domain for this compute, its screen and the API description. */
  reply: ReplyObject | ReplyRows;
  compute: (context: DashboardContext) => Promise<unknown>;
};

/** A panel whose compute answers what its declared reply says (a compile error otherwise). */
export const dashboardPanelOf = <const R extends ReplyObject | ReplyRows>(
  reply: R,
  panel: Omit<DashboardPanel, 'reply' | 'compute'> & { compute: (context: DashboardContext) => Promise<ReplyShapeOf<R>> },
): DashboardPanel => ({ ...panel, reply });

/** What a module gives the dashboards. */
export type DashboardContribution = { cards?: readonly CountCard[]; panels?: readonly DashboardPanel[] };

/** A count card over `resource`, its field named as the declaration names it. */
export const countCardOf = <D extends ResourceDeclaration>(
  resource: D,
  card: Omit<CountCard, 'resource' | 'field'> & { field: FieldNameOf<D> },
): CountCard => ({ ...card, resource });

/** A card or panel is shown only to callers who may read what it counts. */
export const canRead = (context: DashboardContext, ...resources: readonly ResourceDeclaration[]) =>
  resources.every((resource) => {
    const entry = context.schema.resourceTables.get(resource.name);
    return entry !== undefined && hasAnyRole(context.caller, entry.resource.roles);
  });

/**
 * The list filter that shows the rows a card counts: the one value it counts or leaves out, or "is one of" its
 * values (a card leaving out several: every other value of the enum). Several not-equals on one field would not
 * do: the list keeps one filter per field and operator.
 */
const cardFilters = (resource: ResourceDeclaration, card: CountCard): ListLinkFilter[] => {
  const field = resource.fields[card.field];
  const all = field?.type === 'enum' ? field.values : [];
  if (card.isNegated && (card.values.length === 1 || all.length === 0)) return card.values.map((value) => ({ field: card.field, operator: 'ne', value }));
  const counted = card.isNegated ? all.filter((value) => !card.values.includes(value)) : card.values;
  return counted.length === 1 ? [{ field: card.field, operator: 'eq', value: counted[0] }] : [{ field: card.field, operator: 'in', value: counted }];
};

/** A decision card's rows are not the viewer's own: the list it opens leaves them out too (`notOwnedBy`). */
const notOwnFilters = (resource: ResourceDeclaration, card: CountCard, caller: Caller): ListLinkFilter[] => {
  const { employeeId } = caller;
  if (!card.isDecision || employeeId === null || employeeId === undefined) return [];
  return (resource.api.own?.ownerFields ?? []).map((field) => ({ field, operator: 'ne' as const, value: employeeId }));
};

/** The list a card opens, filtered on exactly what it counts: only an admin list, which holds every row counted. */
const cardLink = (resource: ResourceDeclaration, card: CountCard, caller: Caller) => {
  const route = (resource.routes ?? []).find((candidate) => candidate.path === listRouteOf(resource, { roles: caller.roles }));
  return route && route.scope !== 'own' ? withListFilters(route.path, [...cardFilters(resource, card), ...notOwnFilters(resource, card, caller)]) : undefined;
};

export const countCard = async (context: DashboardContext, card: CountCard) => {
  const { table, columns, resource } = resourceTableOf(context.schema, card.resource.name);
  const column = columns[card.field];
  const filter = card.isNegated ? notInArray(column, [...card.values]) : inArray(column, [...card.values]);
  const [{ total }] = await context.db.select({ total: count() }).from(table).where(and(filter, card.isDecision ? notOwnedBy(resource, columns, context.caller.employeeId) : undefined));
  return { key: card.key, title: card.title, count: Number(total), link: cardLink(resource, card, context.caller) ?? null };
};
