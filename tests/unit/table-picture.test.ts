import { resources } from '../../resources.config';
import { buildSchema } from '../../server/db/schema';
import { readLastSnapshot } from '../../server/db/migrations-folder';
import { snapshotOf } from '../../server/db/snapshot';
import { firstDifference, pictureOfSchema, pictureOfSnapshot } from '../../server/db/table-picture';
import { fixtureResources } from '../helpers/fixture-resources';

// The start's drift check (server/db/prepare.ts) reads the declared tables with drizzle-orm alone; it must see
// exactly what drizzle-kit, which writes the migrations, sees.

describe('the picture of the tables that a start compares with the last migration', () => {
  test('is drizzle-kit’s own picture of the registry and of the test fixtures, and the committed one', () => {
    for (const declared of [resources, [...resources, ...fixtureResources]]) {
      const schema = buildSchema(declared);
      expect(pictureOfSchema(schema)).toEqual(pictureOfSnapshot(snapshotOf(schema)));
    }
    expect(firstDifference(pictureOfSnapshot(readLastSnapshot()), pictureOfSchema(buildSchema(resources)))).toBeUndefined();
  });

  test('names what a declaration changed since the last migration', () => {
    const committed = pictureOfSnapshot(readLastSnapshot());
    const [first, ...rest] = resources;
    const widened = { ...first, fields: { ...first.fields, extraNote: { type: 'text' as const } } };
    expect(firstDifference(committed, pictureOfSchema(buildSchema([widened, ...rest])))).toMatch(/columns extra_note differs/);
    expect(firstDifference(committed, pictureOfSchema(buildSchema([...resources, ...fixtureResources])))).toMatch(/^table public\.\w+ is not in it$/);
  });
});
