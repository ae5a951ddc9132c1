import { sql } from 'drizzle-orm';
import { matchReconciledMovements, recalculateBalances } from './payments';
import type { ScaleContext } from '../../../../server/db/seed/scale';

// Scale teams' money: an invoice per work order per closed month for the hours booked (a branch
// numbering series per team), and the bank movements of the paid invoices and paid salaries.

const SEED = sql.raw(`'seed', 'seed'`);

export const seedScaleFinance = async (context: ScaleContext) => {
  const { run, current, today, firstBranch } = context;
  const [before] = (await context.db.execute<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from invoices`)).rows;
  await run(
    'invoices',
    sql`insert into invoices (direction, number, date, customer_id, work_order_id, description, currency, taxable, vat_rate, vat, total,
        due_date, is_paid, paid_date, has_invoice_pdf_file, has_invoice_xml_file, has_receipt_file, created_by, updated_by)
      select 'out', h.year || '/' || lpad((row_number() over (partition by h.team, h.year order by h.month, h.slot))::text, 4, '0') || '/S' || (${firstBranch}::int + h.team),
        h.issued, h.customer_id, h.id, h.name || ': ' || h.hours || ' ore di attività nel mese ' || lpad(h.month::text, 2, '0') || '/' || h.year,
        'EUR', a.taxable, 22, round(a.taxable * 0.22, 2), a.taxable + round(a.taxable * 0.22, 2),
        h.issued + 60, h.issued + 65 < ${today}::date - 7, case when h.issued + 65 < ${today}::date - 7 then h.issued + 65 end, true, true, true, ${SEED}
      from (select w.id, w.team, w.slot, w.name, w.customer_id, w.rate, d.year, d.month, max(d.day) as last_day, sum(te.hours) as hours,
              (make_date(d.year, d.month, 1) + interval '1 month' - interval '1 day')::date as issued
            from timesheet_entries te join scale_work_order w on w.id = te.work_order_id join scale_day d on d.day = te.date
            where not (d.year = ${current.year}::int and d.month = ${current.month}::int)
            group by w.id, w.team, w.slot, w.name, w.customer_id, w.rate, d.year, d.month) as h,
        lateral (select round(h.hours * h.rate, 2) as taxable) as a
      order by h.year, h.month, h.team, h.slot`,
  );
  await run(
    'bank movements',
    sql`insert into cash_flow_entries (account_id, direction, date, value_date, amount, description, counterparty, bank_reference, is_reconciled, is_partial, parent_table, parent, created_by, updated_by)
      select (select id from accounts order by id limit 1), 'in', i.paid_date, i.paid_date + 1, i.total, 'Bonifico da ' || c.name || ' - saldo fattura ' || i.number,
        c.name, lpad(i.id::text, 11, '0'), true, false, 'invoices', i.id, ${SEED}
      from invoices i join customers c on c.id = i.customer_id where i.id > ${before.id}::int and i.is_paid
      union all
      select (select id from accounts order by id desc limit 1), 'out', l.payment_date, l.payment_date, l.net_salary,
        'Stipendio ' || lpad(l.month::text, 2, '0') || '/' || l.year || ' ' || e.name, e.name, lpad(l.id::text, 11, '0'), true, false, 'labour', l.id, ${SEED}
      from scale_labour l join scale_employee e on e.id = l.employee_id where l.status = 'Paid'`,
  );
  // The payroll account is topped up from the main one before each payday, as in the demo.
  await run(
    'payroll transfers',
    sql`insert into cash_flow_entries (account_id, direction, date, value_date, amount, description, is_reconciled, is_partial, created_by, updated_by)
      select case when side.direction = 'out' then (select id from accounts order by id limit 1) else (select id from accounts order by id desc limit 1) end,
        side.direction, t.day, t.day, t.amount, side.description, true, false, ${SEED}
      from (select (date_trunc('month', payment_date) + interval '13 days')::date as day, sum(net_salary) as amount
            from scale_labour where status = 'Paid' group by 1) as t
      cross join (values ('out', 'Giroconto a conto stipendi e F24 (sedi)'), ('in', 'Giroconto da conto corrente principale (sedi)')) as side(direction, description)
      order by t.day, side.direction desc`,
  );
  await matchReconciledMovements(context);
  await recalculateBalances(context);
};
