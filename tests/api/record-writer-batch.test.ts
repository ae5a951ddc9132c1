import { and, asc, eq, inArray } from 'drizzle-orm';
import { auditTrail } from '../../server/db/system-tables';
import { HttpError, badRequest } from '../../server/errors';
import { message } from '../../server/i18n/message';
import type { WriteEvent } from '../../server/operations/after-write';
import type { Row } from '../../server/operations/context';
import { createRecord, createRecords, updateRecord, updateRecords, type Values, type WriteContext } from '../../server/operations/record-writer';
import type { WriteRuleEvent } from '../../server/operations/write-rules';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { testDatabaseKinds } from '../helpers/databases';
import { employeeWithContract } from '../helpers/payroll-fixture';
import { callerWith } from '../helpers/test-caller';

// The trusted writer's batch paths (createRecords, updateRecords) against its one-row path: the same rows,
// versions, stamps, audit rows and derived fields, in a few statements whatever the number of rows; a batch
// refused by one of its rows (a stale version, a write rule) writes nothing. Payrolls and their days serve
// as the rows: days feed their payroll's derived worked days and hours.

describe.each(testDatabaseKinds)('the writer in batches on %s', (kind) => {
  let t: TestApp;
  const caller = callerWith(['ACCOUNTANT'], { username: 'carla' });
  const employees: number[] = [];
  let month = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const lastName of ['Bianchi', 'Verdi', 'Neri']) employees.push((await employeeWithContract(t.app, { firstName: 'Anna', lastName })).id);
  });
  afterAll(() => t.close());

  const inTransaction = <T>(work: (write: WriteContext) => Promise<T>, extra: Partial<WriteContext> = {}) =>
    t.app.portal.db.transaction((tx) => {
      const { schema, afterWrite, derivations, writeRules } = t.app.portal;
      return work({ tx, schema, caller, afterWrite, derivations, writeRules, via: 'bulkUpdate', ...extra });
    });
  const rowsOf = async (resource: string, ids: readonly number[]) => {
    const { table, columns } = t.app.portal.schema.resourceTables.get(resource)!;
    return (await t.app.portal.db.select().from(table).where(inArray(columns.id, [...ids])).orderBy(asc(columns.id))) as Row[];
  };
  const auditOf = async (resource: string, ids: readonly number[]) =>
    t.app.portal.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.resource, resource), inArray(auditTrail.recordId, [...ids])))
      .orderBy(asc(auditTrail.id));
  /** A payroll of a month of its own with `count` days from the 1st, 8 hours each. */
  const payrollWithDays = (employeeId: number, count: number) =>
    inTransaction(async (write) => {
      const payroll = await createRecord(write, 'labour', { employeeId, year: 2031, month: (month++ % 12) + 1 });
      const dates = Array.from({ length: count }, (_, index) => `2031-${String(payroll.month).padStart(2, '0')}-${String(index + 1).padStart(2, '0')}`);
      const days = await createRecords(write, 'labourDays', dates.map((date) => ({ labourId: payroll.id, date, workedHours: 8 })));
      return { payroll, days };
    });
  const withoutStamps = ({ id, createdAt, updatedAt, number, labourId, ...rest }: Row) => rest;
  const typesOf = (row: Values) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? 'date' : typeof value]));

  test('createRecords answers the rows in the order given, as createRecord does: defaults, numbers, stamps, copied and derived fields, audit', async () => {
    const [anna, bruno, carla] = employees;
    const { single, batch } = await inTransaction(async (write) => ({
      single: await createRecord(write, 'labour', { employeeId: anna, year: 2032, month: 1 }),
      // Rows that give different fields: each leaves the others to their defaults.
      batch: await createRecords(write, 'labour', [
        { employeeId: bruno, year: 2032, month: 1 },
        { employeeId: carla, year: 2032, month: 1, grossSalary: 2100.5, isGrossFromConsultant: true },
        { employeeId: anna, year: 2032, month: 2 },
      ]),
    }));
    expect(batch.map((row) => [row.employeeId, row.month])).toEqual([[bruno, 1], [carla, 1], [anna, 2]]);
    expect([batch[0], batch[2]].map(typesOf)).toEqual([typesOf(single), typesOf(single)]);
    expect(withoutStamps(batch[0])).toEqual({ ...withoutStamps(single), employeeId: bruno });
    expect(batch[1]).toMatchObject({ status: 'Draft', grossSalary: 2100.5, isGrossFromConsultant: true, version: 1, createdBy: 'carla', workedDays: 0, workedHours: 0 });
    const numbers = [single, ...batch].map((row) => Number(String(row.number).slice(4)));
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2, numbers[0] + 3]);
    expect(await rowsOf('labour', batch.map((row) => row.id))).toEqual(batch);

    const { days } = await payrollWithDays(bruno, 2);
    expect(days.map((day) => day.employeeId)).toEqual([bruno, bruno]);
    const audit = await auditOf('labour', batch.map((row) => row.id));
    expect(audit.map((row) => [row.recordId, row.action, row.via, row.username])).toEqual(batch.map((row) => [row.id, 'create', 'bulkUpdate', 'carla']));
    expect(audit[1].changes).toMatchObject({ grossSalary: [null, 2100.5], isGrossFromConsultant: [null, true], status: [null, 'Draft'] });
  });

  test('updateRecords writes what updateRecord writes row by row: values, versions, stamps, audit rows with via, derived fields', async () => {
    const one = await payrollWithDays(employees[0], 3);
    const many = await payrollWithDays(employees[1], 3);
    // Different fields for different days: one statement per set of fields, all in the one call.
    const changes: Values[] = [{ workedHours: 4 }, { workedHours: 6, overtimeHours: 1.5 }, { workedHours: 8 }];
    const byRow = await inTransaction(async (write) => {
      const written: Row[] = [];
      for (const [index, day] of one.days.entries()) written.push(await updateRecord(write, 'labourDays', day, changes[index]));
      return written;
    });
    const batch = await inTransaction((write) => updateRecords(write, 'labourDays', many.days.map((day, index) => ({ before: day, values: changes[index] }))));

    const written = (row: Row) => [row.version, row.updatedBy, row.workedHours, row.overtimeHours, row.absenceHours, row.isHoliday, row.exceptionId];
    expect(batch.map(written)).toEqual(byRow.map(written));
    expect(batch.map((row) => [row.version, row.updatedBy, row.workedHours, row.overtimeHours])).toEqual([
      [2, 'carla', 4, 0],
      [2, 'carla', 6, 1.5],
      [1, 'carla', 8, 0],
    ]);
    expect(batch[0].updatedAt).not.toEqual(many.days[0].updatedAt);
    expect(await rowsOf('labourDays', batch.map((row) => row.id))).toEqual(batch);
    // The unchanged day wrote nothing: no version, no audit row.
    const [auditOne, auditMany] = [await auditOf('labourDays', byRow.map((row) => row.id)), await auditOf('labourDays', batch.map((row) => row.id))];
    const updates = (rows: typeof auditOne) => rows.filter((row) => row.action === 'update').map((row) => [row.via, row.username, row.changes]);
    expect(updates(auditMany)).toEqual(updates(auditOne));
    expect(updates(auditMany)).toEqual([
      ['bulkUpdate', 'carla', { workedHours: [8, 4] }],
      ['bulkUpdate', 'carla', { overtimeHours: [0, 1.5], workedHours: [8, 6] }],
    ]);
    // The payroll's derived worked hours follow its days, as they do one by one: 4 + (6 + 1.5) + 8.
    const [payrollOne, payrollMany] = await rowsOf('labour', [one.payroll.id, many.payroll.id]);
    expect([payrollMany.workedHours, payrollMany.workedDays, payrollMany.version]).toEqual([19.5, 3, 1]);
    expect([payrollOne.workedHours, payrollOne.workedDays]).toEqual([payrollMany.workedHours, payrollMany.workedDays]);
  });

  test('a stale row refuses the whole batch with 409 and nothing is written', async () => {
    const { payroll, days } = await payrollWithDays(employees[2], 3);
    const stale = inTransaction((write) =>
      updateRecords(write, 'labourDays', [
        { before: days[0], values: { workedHours: 1 } },
        { before: days[1], values: { workedHours: 2 }, expectedVersion: 7 },
      ]),
    );
    await expect(stale).rejects.toMatchObject({ status: 409, errors: { version: 'Stale: the record is at version 1' } });
    // Changed by someone else since it was read: its update finds the row at another version.
    await inTransaction((write) => updateRecord(write, 'labourDays', days[2], { absenceHours: 2 }));
    const raced = inTransaction((write) => updateRecords(write, 'labourDays', days.map((day) => ({ before: day, values: { workedHours: 5 } }))));
    await expect(raced).rejects.toBeInstanceOf(HttpError);
    await expect(raced).rejects.toMatchObject({ status: 409 });
    expect((await rowsOf('labourDays', days.map((day) => day.id))).map((day) => [day.workedHours, day.version])).toEqual([
      [8, 1],
      [8, 1],
      [8, 2],
    ]);
    expect((await rowsOf('labour', [payroll.id]))[0].workedHours).toBe(24);
  });

  test('write rules see every row of a batch and one refusal refuses it all; after-write hooks see every row written', async () => {
    const { days } = await payrollWithDays(employees[0], 3);
    const ruled: WriteRuleEvent[] = [];
    const written: WriteEvent[] = [];
    const writeRules = {
      labourDays: [
        (_tx: unknown, event: WriteRuleEvent) => {
          ruled.push(event);
          if (Number(event.after.workedHours) > 10) throw badRequest(message('Too many hours'), { workedHours: message('At most 10') });
        },
      ],
    };
    const afterWrite = [async (_tx: unknown, event: WriteEvent) => written.push(event)];
    const refused = inTransaction((write) => updateRecords(write, 'labourDays', days.map((day, index) => ({ before: day, values: { workedHours: 9 + index } }))), { writeRules, afterWrite });
    await expect(refused).rejects.toMatchObject({ status: 400, errors: { workedHours: 'At most 10' } });
    expect(written).toEqual([]);
    expect((await rowsOf('labourDays', days.map((day) => day.id))).map((day) => day.workedHours)).toEqual([8, 8, 8]);

    ruled.length = 0;
    const stored = await inTransaction((write) => updateRecords(write, 'labourDays', days.map((day) => ({ before: day, values: { workedHours: 7 } }))), {
      writeRules,
      afterWrite,
    });
    expect(ruled.map((event) => [event.before?.id, event.after.workedHours, event.via])).toEqual(days.map((day) => [day.id, 7, 'bulkUpdate']));
    expect(written.map((event) => [event.action, event.before?.id, event.after.version, event.via])).toEqual(stored.map((row) => ['update', row.id, 2, 'bulkUpdate']));
  });

  test('a batch larger than a statement may carry in bind parameters is written whole, its payroll derived once', async () => {
    const payroll = await inTransaction((write) => createRecord(write, 'labour', { employeeId: employees[1], year: 2033, month: 1 }));
    // 6,600 days of ten values each (seven given, the copied employee, two stamps): 66,000 values, beyond the
    // 65,535 parameters of one statement had each value been a parameter.
    const days = Array.from({ length: 6600 }, (_, index) => ({
      labourId: payroll.id,
      date: new Date(Date.UTC(2033, 0, 1 + index)).toISOString().slice(0, 10),
      workedHours: 1,
      overtimeHours: 0.5,
      absenceHours: 0,
      exceptionId: null,
      isHoliday: index % 2 === 0,
    }));
    const created = await inTransaction((write) => createRecords(write, 'labourDays', days));
    expect(created).toHaveLength(6600);
    expect(created.at(-1)).toMatchObject({ date: days.at(-1)!.date, workedHours: 1, overtimeHours: 0.5, isHoliday: false, exceptionId: null, employeeId: employees[1] });
    expect((await rowsOf('labour', [payroll.id]))[0]).toMatchObject({ workedHours: 9900, workedDays: 6600 });
    expect(await auditOf('labourDays', [created[0].id, created.at(-1)!.id])).toHaveLength(2);
  });
});
