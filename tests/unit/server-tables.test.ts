import { getTableConfig } from 'drizzle-orm/pg-core';
import { defineResource } from '../../resources/declaration';
import { snakeCase } from '../../server/db/names';
import { buildSchema } from '../../server/db/schema';
import { emptySnapshot, isSameSchema, snapshotOf, statementsBetween } from '../../server/db/snapshot';

const teams = defineResource({
  name: 'teamRosters',
  module: 'hr',
  label: 'Teams',
  singular: 'Team',
  titleField: 'name',
  fields: {
    name: { type: 'text', isRequired: true, isUnique: true, maxLength: 50 },
    budget: { type: 'decimal', scale: 3 },
    startsOn: { type: 'date', default: 'today' },
    isOpen: { type: 'boolean', default: true, isFilterable: true },
    lead: { type: 'reference', resource: 'teamRosters', onDelete: 'set null' },
  },
  roles: ['ADMIN'],
  api: { admin: '/admin/teams' },
});

describe('tables derived from declarations', () => {
  test('snake_case names', () => {
    expect(snakeCase('employeeContracts')).toBe('employee_contracts');
    expect(snakeCase('hasInvoicePdfFile')).toBe('has_invoice_pdf_file');
    expect(snakeCase('ibanURLCode')).toBe('iban_url_code');
  });

  test('each field type gives its column, with the generic columns first', () => {
    const { resourceTables } = buildSchema([teams]);
    const config = getTableConfig(resourceTables.get('teamRosters')!.table);
    expect(config.name).toBe('team_rosters');
    const columns = Object.fromEntries(config.columns.map((column) => [column.name, column]));
    expect(Object.keys(columns).slice(0, 6)).toEqual(['id', 'version', 'created_at', 'updated_at', 'created_by', 'updated_by']);
    expect(columns.name.getSQLType()).toBe('varchar(50)');
    expect(columns.name.notNull).toBe(true);
    expect(columns.budget.getSQLType()).toBe('numeric(14, 3)');
    expect(columns.starts_on.getSQLType()).toBe('date');
    expect(columns.is_open.default).toBe(true);
    expect(config.foreignKeys[0].onDelete).toBe('set null');
    expect(config.indexes.map((index) => [index.config.name, index.config.unique])).toEqual([
      ['team_rosters_name_unique', true],
      ['team_rosters_is_open_idx', false],
      ['team_rosters_lead_idx', false],
    ]);
  });

  test('a declared field set is a composite index over those columns, in that order', async () => {
    const indexed = { ...teams, indexes: [['isOpen', 'startsOn', 'budget']] };
    const config = getTableConfig(buildSchema([indexed]).resourceTables.get('teamRosters')!.table);
    const composite = config.indexes.find((index) => index.config.name === 'team_rosters_is_open_starts_on_budget_idx');
    expect(composite?.config.unique).toBe(false);
    expect(composite?.config.columns.map((column) => (column as { name: string }).name)).toEqual(['is_open', 'starts_on', 'budget']);
    const statements = await statementsBetween(snapshotOf(buildSchema([teams])), snapshotOf(buildSchema([indexed])));
    expect(statements).toEqual([
      'CREATE INDEX "team_rosters_is_open_starts_on_budget_idx" ON "team_rosters" USING btree ("is_open","starts_on","budget");',
    ]);
  });

  test('a composite index naming no field, one field, a field twice or too long a name is refused at start', () => {
    const withIndexes = (indexes: string[][]) => () => buildSchema([{ ...teams, indexes }]);
    expect(withIndexes([['isOpen', 'colour']])).toThrow(/indexes \[isOpen, colour\] names colour, which is not a field/);
    expect(withIndexes([['isOpen']])).toThrow(/has one field: mark it isFilterable instead/);
    expect(withIndexes([['isOpen', 'isOpen']])).toThrow(/names a field twice/);
    const longNames = { ...teams, fields: { ...teams.fields, aFieldWithAVeryLongNameIndeed: { type: 'text' }, anotherFieldWithALongName: { type: 'text' } } } as const;
    expect(() => buildSchema([{ ...longNames, indexes: [['aFieldWithAVeryLongNameIndeed', 'anotherFieldWithALongName']] }])).toThrow(/longer than 63 characters/);
  });

  test('a reference to an unregistered resource is refused at start', () => {
    const orphan = { ...teams, name: 'orphans', fields: { owner: { type: 'reference', resource: 'nobody' } } } as const;
    expect(() => buildSchema([orphan])).toThrow(/nobody, which is not a registered resource/);
  });

  test('snapshots compare by content, not by ids or declaration order', async () => {
    const reordered = { ...teams, fields: Object.fromEntries(Object.entries(teams.fields).reverse()) };
    expect(isSameSchema(snapshotOf(buildSchema([teams])), snapshotOf(buildSchema([reordered])))).toBe(true);
    const widened = { ...teams, fields: { ...teams.fields, name: { ...teams.fields.name, maxLength: 60 } } };
    const statements = await statementsBetween(snapshotOf(buildSchema([teams])), snapshotOf(buildSchema([widened])));
    expect(statements).toEqual(['ALTER TABLE "team_rosters" ALTER COLUMN "name" SET DATA TYPE varchar(60);']);
    expect((await statementsBetween(emptySnapshot(), snapshotOf(buildSchema([teams])))).some((statement) => statement.startsWith('CREATE TABLE "audit_trail"'))).toBe(true);
  });
});
