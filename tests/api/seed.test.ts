import { eq, sql } from 'drizzle-orm';
import { findResource, resources } from '../../resources.config';
import { DEMO_USERS, DEV_USERS, devUserEmail } from '../../server/auth/dev-users';
import { identityTablesOf } from '../../server/auth/identity-tables';
import { rolesOfUser } from '../../server/auth/user-roles';
import { readConfig } from '../../server/config';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { prepareSchema } from '../../server/db/prepare';
import { resourceTableOf } from '../../server/db/schema';
import { countRows, hasBusinessData, schemaOf, seedDemo, seedScale } from '../../server/db/seed';
import { numberingCounters } from '../../server/db/system-tables';
import { fieldTypeOf, isGenerated } from '../../server/field-types';
import { create } from '../../server/operations/create';
import { checkMemberships } from '../../server/operations/member-references';
import { validateWrite } from '../../server/operations/validation';
import { createTestDatabase, everyDatabaseKind, type TestDatabase } from '../helpers/databases';
import { callerWith } from '../helpers/test-caller';

// A fixed "today", so the demo is the same on every run of this file.
const TODAY = '2026-03-18';

describe.each(everyDatabaseKind)('demo and scale seed on %s', (kind) => {
  const schema = schemaOf({});
  const config = readConfig({ AUTH_MODE: 'dev' });
  let testDatabase: TestDatabase;
  let database: OpenDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind, 'migrated');
    database = await openDatabase(testDatabase);
    await prepareSchema(database, schema, 'migrations');
    await seedDemo(database.db, config, { today: TODAY });
  });
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  const rowsOf = async (resourceName: string) => {
    const { table } = resourceTableOf(schema, resourceName);
    return (await database.db.select().from(table)) as Record<string, unknown>[];
  };
  const numberOf = (value: unknown) => Number(String(value).split('-').pop());

  /** The highest number handed out per numbered resource, read from the rows themselves. */
  const highestNumbers = async () => {
    const highest = new Map<string, number>();
    for (const resource of resources.filter((candidate) => candidate.numbering)) {
      const rows = await rowsOf(resource.name);
      highest.set(resource.name, Math.max(0, ...rows.map((row) => numberOf(row[resource.numbering!.field]))));
    }
    return highest;
  };
  /** The tables' index and foreign-key definitions, as the catalogue gives them back. */
  const indexesAndKeysOf = async (tables: string[]) =>
    ((await database.db.execute(sql`
      select indexdef as definition from pg_indexes where tablename = any(${`{${tables.join(',')}}`}::text[])
      union all
      select conname || ' ' || pg_get_constraintdef(c.oid) from pg_constraint c join pg_class t on t.oid = c.conrelid
      where t.relname = any(${`{${tables.join(',')}}`}::text[])
      order by 1`)) as unknown as { rows: { definition: string }[] }).rows.map((row) => row.definition);
  /** The user triggers on the timesheet entries and whether each is enabled ('O'). */
  const triggersOfEntries = async () =>
    ((await database.db.execute(sql`select tgname as name, tgenabled as enabled from pg_trigger where tgrelid = 'timesheet_entries'::regclass and not tgisinternal order by 1`)) as unknown as {
      rows: { name: string; enabled: string }[];
    }).rows;
  const counters = async () =>
    new Map((await database.db.select().from(numberingCounters)).map((counter) => [counter.resource, counter.lastValue]));

  test('every resource of the registry has demo rows, so the database counts as holding business data', async () => {
    const counts = await countRows(database.db);
    const empty = resources.filter((resource) => !(counts.get(resourceTableOf(schema, resource.name).tableName)! > 0));
    expect(empty.map((resource) => resource.name)).toEqual([]);
    expect(await hasBusinessData(database.db)).toBe(true);
  });

  test('the firm has between 20 and 30 employees, each with a 16-character tax code of their own', async () => {
    const employees = await rowsOf('employees');
    expect(employees.length).toBeGreaterThanOrEqual(20);
    expect(employees.length).toBeLessThanOrEqual(30);
    const taxCodes = employees.map((employee) => String(employee.taxCode));
    expect(taxCodes.every((code) => /^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/.test(code))).toBe(true);
    expect(new Set(taxCodes).size).toBe(employees.length);
  });

  test('HR requests are in every state, with several waiting in Reviewing', async () => {
    const requests = await rowsOf('hrTimesheetRequests');
    const states = findResource('hrTimesheetRequests')!.fields.state;
    if (states.type !== 'enum') throw new Error('state is an enum');
    for (const state of states.values) expect(requests.some((request) => request.state === state), state).toBe(true);
    expect(requests.filter((request) => request.state === 'Reviewing').length).toBeGreaterThanOrEqual(3);
  });

  /** The user who signs in as `username`, and the employee it is linked to. */
  const userNamed = async (username: string) => {
    const { users } = identityTablesOf(schema);
    const [user] = (await database.db.select({ id: users.columns.id, employeeId: users.columns.employeeId }).from(users.table).where(eq(users.columns.username, username))) as {
      id: number;
      employeeId: number | null;
    }[];
    return user;
  };

  test('the seven development users are employees, linked by e-mail, each holding its role', async () => {
    const tables = identityTablesOf(schema);
    const employees = await rowsOf('employees');
    for (const devUser of DEV_USERS) {
      const user = await userNamed(devUser.username);
      expect(user, devUser.username).toBeDefined();
      const employee = employees.find((candidate) => candidate.id === user.employeeId);
      expect(employee?.email, devUser.username).toBe(devUserEmail(devUser.username));
      expect(await rolesOfUser(database.db, tables, user.id)).toContain(devUser.role);
    }
    // The development employee has a month of their own to look at.
    const developer = employees.find((employee) => employee.email === devUserEmail('employee'))!;
    const entries = (await rowsOf('timesheetEntries')).filter((entry) => entry.employeeId === developer.id);
    expect(entries.length).toBeGreaterThan(20);
  });

  test('the demo accounts are employees holding every one of their combined roles', async () => {
    const tables = identityTablesOf(schema);
    const employees = await rowsOf('employees');
    for (const demoUser of DEMO_USERS) {
      const user = await userNamed(demoUser.username);
      expect(user, demoUser.username).toBeDefined();
      expect(employees.find((candidate) => candidate.id === user.employeeId)?.email, demoUser.username).toBe(devUserEmail(demoUser.username));
      expect([...(await rolesOfUser(database.db, tables, user.id))].sort()).toEqual([...demoUser.roles].sort());
    }
  });

  test('every seeded row passes its declaration: required, enums, ranges, patterns and combinations', async () => {
    const problems: string[] = [];
    for (const resource of resources) {
      const rows = await rowsOf(resource.name);
      for (const row of rows) {
        const writable: Record<string, unknown> = {};
        for (const [key, field] of Object.entries(resource.fields)) {
          const isServerSet = field.isReadOnly || isGenerated(field) || resource.numbering?.field === key;
          if (!isServerSet) writable[key] = row[key];
          else if (row[key] !== null && !fieldTypeOf(field).value(field).safeParse(row[key]).success)
            problems.push(`${resource.name} ${row.id}: ${key} = ${String(row[key])}`);
        }
        try {
          validateWrite(resource, writable, 'create');
        } catch (error) {
          problems.push(`${resource.name} ${row.id}: ${JSON.stringify((error as { errors?: unknown }).errors ?? String(error))}`);
        }
      }
      for (const keys of resource.uniqueTogether ?? []) {
        // As PostgreSQL's unique index: a combination with an empty field never repeats (users' Entra account).
        const combinations = rows.filter((row) => keys.every((key) => row[key] !== null)).map((row) => keys.map((key) => row[key]).join('|'));
        if (new Set(combinations).size !== combinations.length) problems.push(`${resource.name}: ${keys.join('+')} repeats`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  test("every seeded reference narrowed through a link names a linked row (a task's owner and assignee are project members)", async () => {
    const problems: string[] = [];
    const isNarrowedThrough = (resource: (typeof resources)[number]) =>
      Object.values(resource.fields).some((field) => field.type === 'reference' && field.narrowedBy?.through);
    for (const resource of resources.filter(isNarrowedThrough))
      for (const row of await rowsOf(resource.name))
        await checkMemberships(database.db, schema, resource, row, row).catch((error: { message: string }) => problems.push(`${resource.name} ${String(row.id)}: ${error.message}`));
    expect(problems.slice(0, 10)).toEqual([]);
  });

  test('numbering continues after the seed: the counters stand at the highest number and a new employee gets the next one', async () => {
    const highest = await highestNumbers();
    const standing = await counters();
    for (const [resource, number] of highest) expect(standing.get(resource), resource).toBe(number);
    const created = await create({
      db: database.db,
      schema,
      resource: findResource('employees')!,
      caller: callerWith(['ADMIN'], { username: 'hr' }),
      scope: 'admin',
      body: { firstName: 'Nuova', lastName: 'Assunta', email: 'nuova.assunta@portal.example', taxCode: 'SSNNVU99A41F205X', hireDate: TODAY },
    });
    expect(created.number).toBe(`EMP-${String(highest.get('employees')! + 1).padStart(6, '0')}`);
  });

  test('seedScale(2) adds a team as large as the firm and multiplies the timesheet entries, numbers still in sequence', async () => {
    const before = await countRows(database.db);
    const indexesAndKeysBefore = await indexesAndKeysOf(['timesheet_entries', 'labour_days', 'timesheet_monthly_hours']);
    const triggersBefore = await triggersOfEntries();
    await seedScale(database.db, config, 2, { today: TODAY });
    const after = await countRows(database.db);
    expect(after.get('employees')).toBe(before.get('employees')! + 26);
    expect(after.get('timesheet_entries')!).toBeGreaterThanOrEqual(2 * before.get('timesheet_entries')!);
    for (const table of ['timesheet_months', 'labour', 'labour_days', 'tasks', 'invoices', 'hr_timesheet_requests'])
      expect(after.get(table)!, table).toBeGreaterThan(before.get(table)!);
    const highest = await highestNumbers();
    const standing = await counters();
    for (const [resource, number] of highest) expect(standing.get(resource), resource).toBe(number);
    // Scale employees book hours only on days they are not on approved leave.
    const [overlap] = ((await database.db.execute(sql`
      select count(*)::int as days from hr_timesheet_requests r join timesheet_entries t
        on t.employee_id = r.employee_id and t.date between r.start_date and r.end_date
      where r.state = 'Approved' and r.hours is null`)) as unknown as { rows: { days: number }[] }).rows;
    expect(overlap.days).toBe(0);
    // Entries are inserted with their month sheet (no later update), and the indexes and foreign keys the load
    // set aside are back as the migrations made them.
    const [sheets] = ((await database.db.execute(sql`
      select count(*)::int as wrong from timesheet_entries t left join timesheet_months m on m.id = t.timesheet_month_id
      where m.id is null or m.employee_id <> t.employee_id or m.year <> extract(year from t.date) or m.month <> extract(month from t.date)`)) as unknown as {
      rows: { wrong: number }[];
    }).rows;
    expect(sheets.wrong).toBe(0);
    expect(await indexesAndKeysOf(['timesheet_entries', 'labour_days', 'timesheet_monthly_hours'])).toEqual(indexesAndKeysBefore);
    // The kept monthly totals, counted once after the load with their trigger set aside, equal the entries' sums,
    // and the trigger is on again.
    expect(await triggersOfEntries()).toEqual(triggersBefore);
    const [totals] = ((await database.db.execute(sql`
      select count(*)::int as wrong from (
        (select work_order_id, month, employee_id, task_id, hours, entries from timesheet_monthly_hours
         except all
         select work_order_id, date_trunc('month', date::timestamp)::date, employee_id, task_id, sum(hours), count(*)::int from timesheet_entries group by 1, 2, 3, 4)
        union all
        (select work_order_id, date_trunc('month', date::timestamp)::date, employee_id, task_id, sum(hours), count(*)::int from timesheet_entries group by 1, 2, 3, 4
         except all
         select work_order_id, month, employee_id, task_id, hours, entries from timesheet_monthly_hours)) as differences`)) as unknown as { rows: { wrong: number }[] }).rows;
    expect(totals.wrong).toBe(0);
  });
});
