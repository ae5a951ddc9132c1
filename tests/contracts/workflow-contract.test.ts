import { resources } from '../../resources.config';
import type { ActionReply, ReplyPart } from '../../resources/declaration';
import { statusFieldOf } from '../../resources/workflow';
import { handlerKeyOf } from '../../server/operations/actions/run-action';
import { actionHandlers, derivations } from '../../server/modules/workflows';

// The declarations and the modules' workflow code must match both ways: an action without a handler
// would fail at start, a handler without a declaration is dead code, and so for derivations.

const declaredActions = resources.flatMap((resource) => (resource.actions ?? []).map((action) => ({ resource, action })));

describe('declared actions and their handlers', () => {
  test('every declared action has a handler', () => {
    const missing = declaredActions.map(({ resource, action }) => handlerKeyOf(resource.name, action.name)).filter((key) => !actionHandlers[key]);
    expect(missing).toEqual([]);
  });

  test('every handler has a declared action', () => {
    const declared = new Set(declaredActions.map(({ resource, action }) => handlerKeyOf(resource.name, action.name)));
    expect(Object.keys(actionHandlers).filter((key) => !declared.has(key))).toEqual([]);
  });

  test('action names are unique within a resource, and paths are spec-style', () => {
    for (const resource of resources) {
      const names = (resource.actions ?? []).map((action) => action.name);
      expect(new Set(names).size, resource.name).toBe(names.length);
      for (const action of resource.actions ?? []) {
        // Empty is the base path itself (`GET /hr_timesheet_little`, `GET /workorders`).
        expect(action.path, `${resource.name}.${action.name}`).toMatch(/^(\/[\w\-/:]*)?$/);
        expect(action.path.includes(':id'), `${resource.name}.${action.name} target`).toBe(action.target === 'record');
      }
    }
  });

  test('a move names the status field and states that exist, and the input names no id', () => {
    for (const { resource, action } of declaredActions) {
      if (action.input) expect(Object.keys(action.input)).not.toContain('id');
      if (!action.moves) continue;
      const status = statusFieldOf(resource);
      expect(status?.name, `${resource.name}.${action.name}`).toBe(action.moves.field);
      if (action.moves.to) expect(status!.field.values).toContain(action.moves.to);
    }
  });

  test('an action that makes records names a registered resource and acts on a record or a selection; a serial one is a write', () => {
    const names = new Set(resources.map((resource) => resource.name));
    for (const { resource, action } of declaredActions) {
      if (action.makes) {
        expect(names.has(action.makes), `${resource.name}.${action.name} makes ${action.makes}`).toBe(true);
        expect(action.target, `${resource.name}.${action.name}`).not.toBe('collection');
      }
      if (action.isSerial) expect(action.method, `${resource.name}.${action.name}`).not.toBe('GET');
    }
  });

  // The reply is what the API description and the screens' reply types (resources/reply-types.ts) are made from.
  test('every action declares its reply: a download a file, rows of a registered resource, a move its record', () => {
    const names = new Set(resources.map((resource) => resource.name));
    const resourcesNamed = (reply: ActionReply | ReplyPart): string[] =>
      typeof reply === 'string' || 'listOf' in reply || 'mapOf' in reply || 'anyValue' in reply
        ? []
        : [...('resource' in reply ? [reply.resource] : []), ...Object.values(reply.parts ?? {}).flatMap(resourcesNamed)];
    for (const { resource, action } of declaredActions) {
      const where = `${resource.name}.${action.name}`;
      expect(action.reply, where).toBeDefined();
      if (action.isDownload) expect(action.reply, where).toBe('file');
      for (const named of resourcesNamed(action.reply)) expect(named === 'self' || names.has(named), `${where} answers ${named}`).toBe(true);
      if (action.moves && !action.makes && action.target === 'record') expect(action.reply, where).toMatchObject({ resource: 'self' });
    }
  });

  test('transitions and locks name declared states', () => {
    for (const resource of resources) {
      const status = statusFieldOf(resource);
      if (!status) continue;
      for (const move of status.field.transitions ?? []) {
        expect(status.field.values, resource.name).toContain(move.from);
        expect(status.field.values, resource.name).toContain(move.to);
      }
      for (const locked of status.field.locks ?? []) expect(status.field.values, resource.name).toContain(locked);
    }
  });
});

describe('derived fields and their derivations', () => {
  test('every resource with derived fields has a derivation, and every derivation a declaration', () => {
    const declared = resources.filter((resource) => resource.derived).map((resource) => resource.name).sort();
    expect(Object.keys(derivations).sort()).toEqual(declared);
  });

  test('derived fields exist, are read-only, and their children refer to them', () => {
    for (const resource of resources) {
      for (const field of resource.derived?.fields ?? []) expect(resource.fields[field]?.isReadOnly, `${resource.name}.${field}`).toBe(true);
      for (const child of resource.derived?.children ?? []) {
        const childResource = resources.find((candidate) => candidate.name === child.resource);
        const reference = childResource?.fields[child.foreignKey];
        expect(reference?.type === 'reference' && reference.resource, `${child.resource}.${child.foreignKey}`).toBe(resource.name);
      }
    }
  });
});
