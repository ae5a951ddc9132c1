import { defineResource } from '../../resources/declaration';
import { HttpError } from '../../server/errors';
import { validateWrite, versionOf } from '../../server/operations/validation';

const shifts = defineResource({
  name: 'shifts',
  module: 'pm',
  label: 'Shifts',
  singular: 'Shift',
  titleField: 'code',
  fields: {
    code: { type: 'text', isRequired: true, maxLength: 5 },
    hours: { type: 'decimal', scale: 1, min: 0, max: 24 },
    kind: { type: 'enum', values: ['day', 'night'], default: 'day' },
    startsAt: { type: 'datetime' },
    contact: { type: 'email' },
    approvedBy: { type: 'text', isReadOnly: true },
  },
  roles: ['ADMIN'],
  api: { admin: '/admin/shifts' },
});

const errorsOf = (body: unknown, mode: 'create' | 'update' = 'create') => {
  try {
    validateWrite(shifts, body, mode);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).errors;
  }
};

describe('write validation from the declaration', () => {
  test('create applies defaults and converts date-times', () => {
    const values = validateWrite(shifts, { code: 'A1', startsAt: '2024-03-01T08:00:00Z' }, 'create');
    expect(values).toEqual({ code: 'A1', kind: 'day', startsAt: new Date('2024-03-01T08:00:00Z') });
  });

  test('update checks only what is sent and never applies defaults', () => {
    expect(validateWrite(shifts, { hours: 7.5 }, 'update')).toEqual({ hours: 7.5 });
  });

  test('each broken rule has its own message', () => {
    expect(errorsOf({ code: 'TOOLONG', hours: 7.25, kind: 'dusk', contact: 'x@', approvedBy: 'me', color: 'red' })).toEqual({
      code: 'At most 5 characters',
      hours: 'At most 1 decimal',
      kind: 'Must be one of: day, night',
      contact: 'Must be an e-mail address',
      approvedBy: 'Set by the server; it cannot be written',
      color: 'Unknown field',
    });
    expect(errorsOf({ code: 'A', hours: '8' })).toEqual({ hours: 'Must be a number' });
    expect(errorsOf({ code: 'A', hours: 25 })).toEqual({ hours: 'Must be at most 24' });
  });

  test('an update must carry the version it was based on', () => {
    expect(versionOf({ version: 3 })).toBe(3);
    expect(() => versionOf({ version: '3' })).toThrow(HttpError);
    expect(() => versionOf({})).toThrow(/version/);
  });
});
