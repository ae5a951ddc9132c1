import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { registry, resources } from '../../resources.config';
import {
  buildPolicyLines,
  canOpenRoute,
  canRunAction,
  canUseAdminApi,
  type AccessEnforcer,
} from '../../resources/access-policy';
import { accessModel, createAccessEnforcer } from '../../server/auth/access-model';
import { accessModel as spaAccessModel } from '../../src/access/access-model';
import { definePage, defineResource } from '../../resources/declaration';
import { ROLES } from '../../resources/vocabulary';
import { actionRolesOf } from '../../resources/workflow';
import { checkAdminApi } from '../../server/auth/api-access';
import { HttpError } from '../../server/errors';

// A concrete path for a declared one: every `:param` becomes an id, `:id?` is tried with and without.
const samplePaths = (path: string) => {
  const optional = path.match(/^(.*)\/:[^/]+\?$/);
  const variants = optional ? [optional[1] || '/', `${optional[1]}/42`] : [path];
  return variants.map((variant) => variant.replace(/:[^/]+/g, '42'));
};

const modelStatements = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

describe('the access policy generated from the registry', () => {
  let enforcer: AccessEnforcer;
  beforeAll(async () => {
    enforcer = await createAccessEnforcer(registry);
  });

  it('uses its one model: an ACL on (role, object, action), paths matched by keyMatch2, "*" for anyone signed in', () => {
    expect(modelStatements(accessModel())).toContain('m = (r.sub == p.sub || p.sub == "*") && keyMatch2(r.obj, p.obj) && r.act == p.act');
  });

  it('has one copy, access-policy.conf at the top level: the server reads it, the SPA imports it, nothing else writes a model', () => {
    const file = fs.readFileSync(path.resolve('access-policy.conf'), 'utf8');
    expect(accessModel()).toBe(file);
    expect(spaAccessModel).toBe(file);
    const sources = ['resources', 'server', 'src', 'modules', 'scripts'].flatMap((folder) =>
      fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(ts|tsx|mjs)$/.test(name)).map((name) => path.join(folder, name)),
    );
    expect(sources.filter((source) => fs.readFileSync(source, 'utf8').includes('[request_definition]'))).toEqual([]);
  });

  const routes = registry.flatMap((entry) => (entry.routes ?? []).map((route) => ({ entry: entry.name, route })));
  describe.each(routes)('$entry $route.path', ({ route }) => {
    it.each(ROLES)('opens for %s exactly when the route allows the role or sets no limit', (role) => {
      const isAllowed = !route.roles?.length || route.roles.includes(role);
      for (const path of samplePaths(route.path)) expect(canOpenRoute(enforcer, [role], path)).toBe(isAllowed);
    });
  });

  it('opens routes without a role limit to a signed-in user holding no role', () => {
    for (const { route } of routes.filter(({ route }) => !route.roles?.length)) {
      for (const path of samplePaths(route.path)) expect(canOpenRoute(enforcer, [], path)).toBe(true);
    }
  });

  it('lets every signed-in user open their own profile, whatever the case of /profile', () => {
    for (const role of ROLES) {
      for (const path of ['/Profile', '/profile', '/PROFILE', '/profile/']) expect(canOpenRoute(enforcer, [role], path)).toBe(true);
    }
    expect(canOpenRoute(enforcer, [], '/profile')).toBe(true);
  });

  it('keeps unregistered routes closed to every role', () => {
    for (const path of ['/nowhere', '/admin/employees/42/extra', '/auth/secret']) {
      expect(canOpenRoute(enforcer, [...ROLES], path)).toBe(false);
    }
  });

  describe.each(resources.map((resource) => ({ name: resource.name, resource })))('admin API of $name', ({ resource }) => {
    it('has policy lines for exactly the resource roles', () => {
      const apiLines = buildPolicyLines(registry).filter((line) => line.endsWith(`, api:${resource.name}, admin`));
      expect(apiLines.sort()).toEqual(resource.roles.map((role) => `p, ${role}, api:${resource.name}, admin`).sort());
    });
    it.each((resource.actions ?? []).map((action) => ({ action: action.name, declared: action })))(
      'lets exactly the declared roles run its action $action',
      ({ declared }) => {
        const allowed = actionRolesOf(resource, declared);
        for (const role of ROLES) expect(canRunAction(enforcer, [role], resource.name, declared)).toBe(!allowed || allowed.includes(role));
      },
    );
    it.each(ROLES)('is usable by %s exactly when the resource roles include it', (role) => {
      expect(canUseAdminApi(enforcer, [role], resource.name)).toBe(resource.roles.includes(role));
    });
  });
});

describe('route matching', () => {
  const sample = [
    definePage({
      name: 'sample',
      module: 'pm',
      label: 'Sample',
      routes: [
        { path: '/admin/project', roles: ['ADMIN'], screen: 'list' },
        { path: '/admin/project/:id', roles: ['ADMIN', 'PROJECT MANAGER'], screen: 'show' },
        { path: '/task/:id?', roles: ['EMPLOYEE'], screen: 'profile' },
      ],
    }),
  ];
  let enforcer: AccessEnforcer;
  beforeAll(async () => {
    enforcer = await createAccessEnforcer(sample);
  });

  it('matches a record id in place of :id, one segment only', () => {
    expect(canOpenRoute(enforcer, ['PROJECT MANAGER'], '/admin/project/42')).toBe(true);
    expect(canOpenRoute(enforcer, ['PROJECT MANAGER'], '/admin/project')).toBe(false);
    expect(canOpenRoute(enforcer, ['PROJECT MANAGER'], '/admin/project/42/files')).toBe(false);
  });

  it('matches an optional id with and without it', () => {
    expect(canOpenRoute(enforcer, ['EMPLOYEE'], '/task')).toBe(true);
    expect(canOpenRoute(enforcer, ['EMPLOYEE'], '/task/7')).toBe(true);
    expect(canOpenRoute(enforcer, ['ADMIN'], '/task/7')).toBe(false);
  });

  it('ignores the query string and the case of the path', () => {
    expect(canOpenRoute(enforcer, ['ADMIN'], '/Admin/Project?page=2')).toBe(true);
  });

  it('answers for a user holding several roles when any of them allows', () => {
    expect(canOpenRoute(enforcer, ['ACCOUNTANT', 'EMPLOYEE'], '/task')).toBe(true);
  });
});

describe('the server admin API check', () => {
  const sample = [
    defineResource({
      name: 'invoices',
      module: 'finance',
      label: 'Invoices',
      singular: 'Invoice',
      titleField: 'number',
      fields: { number: { type: 'text' } },
      roles: ['ADMIN', 'FINANCE MANAGE'],
      api: { admin: '/admin/finance/invoices' },
    }),
  ];

  it('passes a caller holding one of the resource roles', async () => {
    const enforcer = await createAccessEnforcer(sample);
    expect(() => checkAdminApi(enforcer, { roles: ['FINANCE MANAGE'] }, sample[0])).not.toThrow();
  });

  it('refuses any other caller with a 403', async () => {
    const enforcer = await createAccessEnforcer(sample);
    const refuse = () => checkAdminApi(enforcer, { roles: ['EMPLOYEE', 'SALES MANAGE'] }, sample[0]);
    expect(refuse).toThrow(HttpError);
    expect(refuse).toThrow(expect.objectContaining({ status: 403 }));
  });
});
