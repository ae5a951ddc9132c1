import { eq } from 'drizzle-orm';
import { resourceTableOf } from '../../server/db/schema';
import type { Row } from '../../server/operations/context';
import { updateRecord } from '../../server/operations/record-writer';
import { testDatabaseKinds } from '../helpers/databases';
import { employeeRow, useShellApi } from '../helpers/shell-api';
import { as, callerWith } from '../helpers/test-caller';

// Every number reads `<PREFIX>-<at least six digits>` (resources/number-format.ts): the global search relies on
// it to skip the selects a term cannot match, so no writer may store another.
describe.each(testDatabaseKinds)('number format on %s', (kind) => {
  const { inject, insert, portal } = useShellApi(kind);
  const admin = callerWith(['ADMIN']);

  const employeeNamed = async (number: string) => {
    const { db, schema } = portal();
    const { table, columns } = resourceTableOf(schema, 'employees');
    return (await db.select().from(table).where(eq(columns.number, number))) as Row[];
  };

  test('the API hands out numbers in the format', async () => {
    const created = await inject({
      method: 'PUT',
      url: '/api/admin/employees',
      headers: as(admin),
      payload: { firstName: 'Nora', lastName: 'Format', email: `nora-${kind}@example.com`, taxCode: 'FRMNRO80A01F205X', hireDate: '2024-01-01' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().number).toMatch(/^EMP-\d{6,}$/);
  });

  test('the database refuses a number written by other means outside the format', async () => {
    for (const number of ['BENCH-1', 'EMP-12', 'emp-000123', 'EMP-00001X', 'TSK-000001'])
      await expect(insert('employees', employeeRow({ number }))).rejects.toThrow();
    expect(await employeeNamed('BENCH-1')).toEqual([]);
    expect((await insert('employees', employeeRow({ number: 'EMP-1234567' }))).number).toBe('EMP-1234567');
  });

  test('the writer refuses to change a number out of the format, with a message saying what numbers look like', async () => {
    const { db, schema } = portal();
    const before = (await insert('employees', employeeRow())) as unknown as Row;
    const write = db.transaction((tx) => updateRecord({ tx, schema, caller: admin }, 'employees', before, { number: 'EMP-12' }));
    await expect(write).rejects.toMatchObject({
      status: 400,
      message: 'Numbers of employees read like EMP-000001: EMP-12 does not',
      errors: { number: 'Not in the format EMP-000001' },
    });
    expect(await employeeNamed(String(before.number))).toHaveLength(1);
  });
});
