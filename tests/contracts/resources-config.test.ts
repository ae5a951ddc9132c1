// The registry is the one source every generic part derives from, so its internal references must hold:
// this contract test walks every entry and checks it against itself and against SPEC §2 / §3.
import { registry, resources, findResource } from '../../resources.config';
import { actionBasePathOf } from '../../resources/paths';
import { isResource, type ResourceDeclaration, type RouteDeclaration } from '../../resources/declaration';
import { ROLES, SEARCH_TYPES, type Role } from '../../resources/vocabulary';

const ANY = undefined; // no role limit: any signed-in user

// SPEC §2 route table (plus the home path '/'), as [path, roles]; `:id` for {id}, `:id?` for the optional one.
// SPEC's rows only: a route beyond them (or one that differs) says why in its declaration (`beyondSpec`).
const SPEC_ROUTES: readonly (readonly [string, readonly Role[] | undefined])[] = [
  ['/', ANY],
  ['/admin/dashboard', ['ADMIN', 'PROJECT MANAGER']],
  ['/accountant/dashboard', ['ACCOUNTANT']],
  ['/Profile', ['EMPLOYEE']],
  ['/timesheet', ['EMPLOYEE']],
  ['/timesheet/:id', ['EMPLOYEE', 'ADMIN']],
  ['/calendar', ['EMPLOYEE']],
  ['/admin/ts_approvals', ['ADMIN', 'PROJECT MANAGER']],
  ['/admin/workorders', ['ADMIN', 'PROJECT MANAGER']],
  ['/admin/work_order_details/:id', ['ADMIN', 'PROJECT MANAGER']],
  ['/admin/workorder_informations/:id', ['ADMIN', 'PROJECT MANAGER']],
  ['/admin/report', ['ADMIN', 'PROJECT MANAGER']],
  ['/admin/project', ['ADMIN', 'PROJECT MANAGER']],
  ['/admin/project/:id', ['ADMIN', 'PROJECT MANAGER']],
  ['/admin/project_assigne/:id', ['ADMIN', 'PROJECT MANAGER']],
  ['/admin/manage_project/:id', ['ADMIN', 'PROJECT MANAGER']],
  ['/task/:id?', ['ADMIN', 'EMPLOYEE']],
  ['/my_task', ['ADMIN', 'EMPLOYEE']],
  ['/leave_requests', ['EMPLOYEE']],
  ['/admin/leave_requests', ['ADMIN', 'HR MANAGE']],
  ['/admin/payrolls', ['ADMIN', 'ACCOUNTANT']],
  ['/payroll_details/:id', ['ADMIN', 'ACCOUNTANT', 'EMPLOYEE']],
  ['/admin/employee_contracts', ['ADMIN', 'HR MANAGE']],
  ['/admin/employees', ['ADMIN', 'HR MANAGE']],
  ['/admin/employee_details/:id', ['ADMIN', 'HR MANAGE']],
  ['/admin/safety_course', ['ADMIN', 'HR MANAGE']],
  ['/admin/safety_course/:id', ['ADMIN', 'HR MANAGE']],
  ['/work_out', ['ADMIN', 'EMPLOYEE']],
  ['/admin/overview', ['ADMIN', 'FINANCE MANAGE']],
  ['/admin/reconciliation', ['ADMIN', 'FINANCE MANAGE']],
  ['/admin/invoices', ['ADMIN', 'FINANCE MANAGE']],
  ['/receipts', ['ADMIN']],
  ['/admin/taxes', ['ADMIN', 'FINANCE MANAGE']],
  ['/admin/accounts', ['ADMIN', 'FINANCE MANAGE']],
  ['/admin/suppliers', ['ADMIN', 'FINANCE MANAGE']],
  ['/admin/sales/customers', ['ADMIN', 'SALES MANAGE']],
  ['/admin/sales/details_customers/:id', ['ADMIN', 'SALES MANAGE']],
  ['/admin/sales/contracts_customers', ['ADMIN', 'SALES MANAGE']],
  ['/admin/sales/lead', ['ADMIN', 'SALES MANAGE']],
  ['/admin/sales/leads/:id', ['ADMIN', 'SALES MANAGE']],
  ['/admin/sales/opportunities', ['ADMIN', 'SALES MANAGE']],
  ['/admin/sales/opportunity/:id', ['ADMIN', 'SALES MANAGE']],
  ['/admin/sales/products', ['ADMIN', 'SALES MANAGE']],
  ['/admin/sales/quotes', ['ADMIN', 'SALES MANAGE']],
  ['/admin/sales/quotes/:id', ['ADMIN', 'SALES MANAGE']],
  ['/admin/sow', ['ADMIN']],
  ['/admin/groups', ['ADMIN']],
  ['/admin/group_details/:id', ['ADMIN']],
];

// SPEC §2 side menu, in order, as [section, label, path]; items of routes beyond SPEC may stand between them.
const SPEC_MENU: readonly (readonly [string, string, string])[] = [
  ['Home', 'Dashboard', '/'],
  ['PM', 'Time Sheet', '/timesheet'],
  ['PM', 'Time Sheet - Approvals', '/admin/ts_approvals'],
  ['PM', 'Work Orders', '/admin/workorders'],
  ['PM', 'Report', '/admin/report'],
  ['PM', 'Project', '/admin/project'],
  ['PM', 'Task', '/my_task'],
  ['HR', 'All HR Requests', '/admin/leave_requests'],
  ['HR', 'Payrolls', '/admin/payrolls'],
  ['HR', 'Contracts', '/admin/employee_contracts'],
  ['HR', 'Employees', '/admin/employees'],
  ['HR', 'Safety Course', '/admin/safety_course'],
  ['Finance', 'Overview', '/admin/overview'],
  ['Finance', 'Reconciliation', '/admin/reconciliation'],
  ['Finance', 'Invoices', '/admin/invoices'],
  ['Finance', 'Receipts', '/receipts'],
  ['Finance', 'Taxes', '/admin/taxes'],
  ['Finance', 'Accounts', '/admin/accounts'],
  ['Finance', 'Suppliers', '/admin/suppliers'],
  ['Sales', 'Customers', '/admin/sales/customers'],
  ['Sales', 'Lead', '/admin/sales/lead'],
  ['Sales', 'Opportunity', '/admin/sales/opportunities'],
  ['Sales', 'Product', '/admin/sales/products'],
  ['Sales', 'Quotes', '/admin/sales/quotes'],
  ['Legal', 'Contracts', '/admin/sow'],
  ['Fit{product}', 'WorkOut', '/work_out'],
  ['RBAC', 'Groups', '/admin/groups'],
];

const sortedRoles = (roles: readonly Role[] | undefined): string => (roles ? [...roles].sort().join(', ') : '(any)');
const allRoutes: readonly (RouteDeclaration & { entry: string })[] = registry.flatMap((entry) =>
  entry.routes ? entry.routes.map((route) => ({ ...route, entry: entry.name })) : [],
);
const fieldsOf = (resource: ResourceDeclaration) => Object.entries(resource.fields);

describe('the resource registry', () => {
  it('gives every entry a unique name', () => {
    const names = registry.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('narrows dependent references by a reference of their own row, through a link that ties both', () => {
    for (const resource of resources)
      for (const [key, field] of fieldsOf(resource)) {
        if (field.type !== 'reference' || !field.narrowedBy) continue;
        const name = `${resource.name}.${key}.narrowedBy`;
        const { field: parentKey, referencedField, through } = field.narrowedBy;
        const parent = resource.fields[parentKey];
        expect(parent?.type, `${name}.field`).toBe('reference');
        // Plainly, the referenced row holds the parent; through a link, the link row holds parent and referenced row.
        const holder = findResource(through?.resource ?? field.resource);
        const held = holder?.fields[referencedField];
        expect(held?.type === 'reference' && parent?.type === 'reference' && held.resource === parent.resource, `${name}.referencedField`).toBe(true);
        if (!through) continue;
        const linked = holder?.fields[through.key];
        expect(linked?.type === 'reference' && linked.resource === field.resource, `${name}.through.key`).toBe(true);
      }
  });

  it('points every reference field at a registered resource, names it <thing>Id and says what a delete does', () => {
    for (const resource of resources) {
      for (const [key, field] of fieldsOf(resource)) {
        if (field.type !== 'reference') continue;
        expect(findResource(field.resource), `${resource.name}.${key} → ${field.resource}`).toBeDefined();
        expect(key, `${resource.name}.${key}`).toMatch(/Id$/);
        expect(field.onDelete, `${resource.name}.${key}.onDelete`).toBeDefined();
      }
    }
  });

  it('shows a year as written (2026), never grouped as a number: an integer year is a code (`isCode`)', () => {
    const years = resources.flatMap((resource) =>
      [...Object.entries(resource.fields), ...(resource.actions ?? []).flatMap((action) => Object.entries(action.input ?? {}))]
        .filter(([key, field]) => field.type === 'integer' && /year/i.test(`${key} ${field.label ?? ''}`) && !field.isCode)
        .map(([key]) => `${resource.name}.${key}`),
    );
    expect(years).toEqual([]);
  });

  it('gives every enum field its values and a default among them', () => {
    for (const resource of resources) {
      for (const [key, field] of fieldsOf(resource)) {
        if (field.type !== 'enum') continue;
        expect(field.values.length, `${resource.name}.${key}`).toBeGreaterThan(0);
        expect(new Set(field.values).size, `${resource.name}.${key} duplicates`).toBe(field.values.length);
        if (field.default !== undefined) expect(field.values, `${resource.name}.${key}`).toContain(field.default);
      }
    }
  });

  it('names existing fields as title, numbering, search description, unique sets and generated sources', () => {
    for (const resource of resources) {
      const { fields, name } = resource;
      expect(fields[resource.titleField], `${name}.titleField`).toBeDefined();
      if (resource.numbering) {
        const numberField = fields[resource.numbering.field];
        expect(numberField, `${name}.numbering.field`).toBeDefined();
        expect(numberField?.type, `${name}.numbering.field type`).toBe('text');
        expect(numberField?.isReadOnly, `${name}.numbering.field is set by the server`).toBe(true);
      }
      if (resource.search) {
        expect(resource.numbering ?? resource.search.numberField, `${name}: a searched resource has a number`).toBeDefined();
        if (resource.search.numberField) expect(fields[resource.search.numberField], `${name}.search numberField`).toBeDefined();
        for (const key of resource.search.description) expect(fields[key], `${name}.search ${key}`).toBeDefined();
      }
      for (const [key, field] of fieldsOf(resource)) {
        if (!field.copiedFrom) continue;
        const via = fields[field.copiedFrom.via];
        expect(via?.type, `${name}.${key} copied via ${field.copiedFrom.via}`).toBe('reference');
        const source = via?.type === 'reference' ? findResource(via.resource) : undefined;
        expect(source?.fields[field.copiedFrom.field], `${name}.${key} copied from ${field.copiedFrom.field}`).toBeDefined();
        expect(field.isReadOnly, `${name}.${key} is kept by the server`).toBe(true);
      }
      for (const set of resource.uniqueTogether ?? []) {
        for (const key of set) expect(fields[key], `${name}.uniqueTogether ${key}`).toBeDefined();
      }
      for (const [key, field] of fieldsOf(resource)) {
        if (field.type !== 'text' || !field.generatedFrom) continue;
        for (const source of field.generatedFrom) {
          expect(fields[source]?.type, `${name}.${key} generated from ${source}`).toBe('text');
        }
      }
    }
  });

  it('makes a row "own" only through a reference to employees (or the employee row itself)', () => {
    for (const resource of resources) {
      const own = resource.api.own;
      if (!own) continue;
      expect(own.ownerFields.length, `${resource.name}.api.own.ownerFields`).toBeGreaterThan(0);
      for (const key of own.ownerFields) {
        if (resource.name === 'employees' && key === 'id') continue;
        const field = resource.fields[key];
        expect(field?.type === 'reference' && field.resource === 'employees', `${resource.name}.${key}`).toBe(true);
      }
    }
  });

  it('links every child list by a reference back to its parent', () => {
    for (const resource of resources) {
      for (const child of resource.children ?? []) {
        const childResource = findResource(child.resource);
        expect(childResource, `${resource.name} → child ${child.resource}`).toBeDefined();
        const foreignKey = childResource?.fields[child.foreignKey];
        expect(
          foreignKey?.type === 'reference' && foreignKey.resource === resource.name,
          `${child.resource}.${child.foreignKey} refers to ${resource.name}`,
        ).toBe(true);
      }
    }
  });

  it('uses each of the eight search types exactly once, and finds every numbered document', () => {
    const used = resources.flatMap((resource) => (resource.search?.type ? [resource.search.type] : []));
    expect([...used].sort()).toEqual([...SEARCH_TYPES].sort());
    // A document the portal numbers (a quote, a contract, a statement of work…) is found by its number.
    const unsearched = resources.filter((resource) => resource.numbering && !resource.search && resource.routes?.some((route) => route.path.includes(':id')));
    expect(unsearched.map((resource) => resource.name)).toEqual([]);
  });

  it('declares every row of the SPEC route table with its roles, each path once, and says why of any other route', () => {
    expect(new Set(allRoutes.map((route) => route.path)).size).toBe(allRoutes.length);
    const specRoles = new Map(SPEC_ROUTES.map(([path, roles]) => [path, sortedRoles(roles)]));
    for (const path of specRoles.keys()) expect(allRoutes.map((route) => route.path), path).toContain(path);
    for (const route of allRoutes) {
      const isSpecRow = specRoles.get(route.path) === sortedRoles(route.roles);
      expect(isSpecRow || Boolean(route.beyondSpec?.trim()), `${route.path} (${sortedRoles(route.roles)}) differs from SPEC §2 without saying why`).toBe(true);
    }
  });

  it('derives the SPEC side menu, in order, from the registry order; other items belong to routes beyond SPEC', () => {
    const items = allRoutes.flatMap((route) => (route.menu ? [{ item: [route.menu.section, route.menu.label, route.path], route }] : []));
    const isSpecItem = (item: readonly string[]) => SPEC_MENU.some((spec) => spec.join('|') === item.join('|'));
    expect(items.map(({ item }) => item).filter(isSpecItem)).toEqual(SPEC_MENU);
    for (const { item, route } of items) if (!isSpecItem(item)) expect(route.beyondSpec?.trim(), item.join(' › ')).toBeTruthy();
  });

  it('reads own rows on own-scoped screens only where an own path exists', () => {
    for (const resource of resources) {
      for (const route of resource.routes ?? []) {
        if (route.scope === 'own') expect(resource.api.own, `${resource.name} ${route.path}`).toBeDefined();
      }
    }
  });

  it('gives the admin API the roles of the admin screens, from the known role names', () => {
    for (const resource of resources) {
      expect(resource.roles.length, resource.name).toBeGreaterThan(0);
      for (const role of resource.roles) expect(ROLES, resource.name).toContain(role);
      for (const route of resource.routes ?? []) {
        if (!route.path.startsWith('/admin/')) continue;
        expect(sortedRoles(route.roles), `${resource.name} ${route.path}`).toBe(sortedRoles(resource.roles));
      }
    }
  });

  it('gives every resource its own admin path', () => {
    const paths = resources.map((resource) => resource.api.admin);
    for (const path of paths) expect(path).toMatch(/^\/admin\//);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists planned calls as "METHOD /path" that no generic route or action already serves', () => {
    const normalise = (route: string) => route.replace(/\{[^}]+\}|:[A-Za-z]+\??/g, ':').replace(/(.)\/$/, '$1');
    const served = new Map<string, string>();
    const serve = (route: string, owner: string) => {
      const key = normalise(route);
      expect(served.get(key), `${route} (${owner}) is already served by ${served.get(key)}`).toBeUndefined();
      served.set(key, owner);
    };
    for (const resource of resources) {
      const { admin, own, create, update } = resource.api;
      serve(`GET ${admin}`, resource.name);
      serve(`GET ${admin}/:id`, resource.name);
      serve(`${create?.method ?? 'PUT'} ${admin}${create?.suffix ?? ''}`, resource.name);
      serve(`${update?.method ?? 'POST'} ${admin}/:id`, resource.name);
      serve(`DELETE ${admin}/:id`, resource.name);
      if (own) {
        serve(`GET ${own.path}`, resource.name);
        serve(`GET ${own.path}/:id`, resource.name);
        if (own.canCreate) serve(`PUT ${own.path}`, resource.name);
        if (own.canUpdate) serve(`POST ${own.path}/:id`, resource.name);
        if (own.canDelete) serve(`DELETE ${own.path}/:id`, resource.name);
      }
      if (resource.attachments) {
        for (const method of ['GET', 'PUT', 'DELETE']) serve(`${method} ${admin}/attachments/:id`, resource.name);
        if (own) serve(`GET ${own.path}/attachments/:id`, resource.name);
      }
    }
    for (const resource of resources)
      for (const action of resource.actions ?? []) {
        const base = actionBasePathOf(resource, action)!;
        serve(`${action.method} ${base}${action.path}`, `${resource.name}.${action.name}`);
      }
    for (const resource of resources) {
      for (const workflow of resource.api.planned ?? []) {
        expect(workflow, resource.name).toMatch(/^(GET|PUT|POST|DELETE) \/\S*$/);
        serve(workflow, resource.name);
      }
    }
  });

  it('keeps the generic list short: one to seven listed columns', () => {
    for (const resource of resources) {
      const listed = fieldsOf(resource).filter(([, field]) => field.isListed).length;
      expect(listed, resource.name).toBeGreaterThanOrEqual(1);
      expect(listed, resource.name).toBeLessThanOrEqual(7);
    }
  });

  it('registers every resource in the resource list', () => {
    expect(resources.length).toBe(registry.filter(isResource).length);
    expect(resources.length).toBeGreaterThan(40);
  });
});
