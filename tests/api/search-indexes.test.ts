import { sql } from 'drizzle-orm';
import { testDatabaseKinds } from '../helpers/databases';
import { employeeRow, useShellApi } from '../helpers/shell-api';

type PlanRow = { 'QUERY PLAN': string };

describe.each(testDatabaseKinds)('global search indexes on %s', (kind) => {
  const { insert, portal } = useShellApi(kind);

  const rowsOf = async <T>(query: ReturnType<typeof sql>) => {
    const result = (await portal().db.execute(query)) as unknown as { rows: T[] } | T[];
    return Array.isArray(result) ? result : result.rows;
  };

  /** The plan of a query, with sequential scans forbidden: on a tiny table the planner rightly prefers one. */
  const planOf = (query: ReturnType<typeof sql>) =>
    portal().db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: PlanRow[] } | PlanRow[];
      return (Array.isArray(result) ? result : result.rows).map((row) => row['QUERY PLAN']).join('\n');
    });

  test('every searchable table has an expression index for number prefixes', async () => {
    const indexes = await rowsOf<{ indexname: string }>(sql`SELECT indexname FROM pg_indexes WHERE indexname LIKE '%_number_prefix_idx'`);
    expect(indexes.map((row) => row.indexname).sort()).toEqual(
      [
        // SPEC's eight types, then every other numbered document (issue 45): each searchable resource has one.
        'employees_number_prefix_idx',
        'hr_timesheet_requests_number_prefix_idx',
        'labour_number_prefix_idx',
        'projects_number_prefix_idx',
        'receipts_number_prefix_idx',
        'tasks_number_prefix_idx',
        'timesheet_months_number_prefix_idx',
        'work_orders_number_prefix_idx',
        'customer_contracts_number_prefix_idx',
        'invoices_number_prefix_idx',
        'payment_orders_number_prefix_idx',
        'quotes_number_prefix_idx',
        'statements_of_work_number_prefix_idx',
      ].sort(),
    );
  });

  test('a number prefix lookup is answered from that index', async () => {
    for (let index = 0; index < 50; index += 1) await insert('employees', employeeRow({ number: `EMP-7${String(index).padStart(5, '0')}` }));
    expect(await planOf(sql`SELECT id FROM employees WHERE upper(number) LIKE 'EMP-70%'`)).toMatch(/employees_number_prefix_idx/);
  });

  test('a typed year is read in number order from the (year, number) index the search derives', async () => {
    expect(await planOf(sql`SELECT id FROM labour WHERE year = 2025 ORDER BY number LIMIT 20`)).toMatch(/labour_year_number_idx/);
  });

  test('a "contains" lookup on a description is answered from a trigram index, on both databases', async () => {
    expect(await planOf(sql`SELECT id FROM projects WHERE upper(name) LIKE '%PORTAL%'`)).toMatch(/projects_name_trgm_idx/);
  });
});
