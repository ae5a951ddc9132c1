import { and, asc, between, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../../server/auth/caller';
import type { Database } from '../../../server/db/database';
import { resourceTableOf, type DatabaseSchema } from '../../../server/db/schema';
import { tableNameOf } from '../../../server/db/names';
import type { ActionHandler } from '../../../server/operations/actions/run-action';
import type { DailyJob } from '../../../server/jobs/daily-jobs';
import type { Row } from '../../../server/operations/context';
import { updateRecord, type WriteContext } from '../../../server/operations/record-writer';
import { notify } from '../../../server/modules/notifications/notify';
import { notificationText } from '../../../resources/notification-texts';
import { addDays, firmToday } from '../../../resources/firm-calendar';
import { customerContracts } from '../customer-contracts.resource';
import { customers as customersResource } from '../customers.resource';

// Customer contracts about to end, listed ahead and told to sales users. Decision (SPEC leaves "when" open):
// sales users (SALES MANAGE) are told once per contract and end date, when the contract enters the 60-day
// window. The server checks once a day per cluster (contractExpiryNoticesJob, from server/main.ts), and
// anyone in sales may run the same check at once (POST …/customer_contracts/notify_expiring). The notice day
// is kept on the contract (`expiryNoticeOn`); a renewal that moves the end date later is told again.

export const NOTICE_DAYS = 60;
const LIVE_STATUSES = ['Draft', 'Active'];

/** Live contracts ending between today and `days` ahead, soonest first. */
export const contractsEnding = async (tx: Database, schema: DatabaseSchema, today: string, days: number, options: { isLocked?: boolean } = {}) => {
  const { table, columns } = resourceTableOf(schema, customerContracts);
  const query = tx
    .select()
    .from(table)
    .where(and(isNotNull(columns.endDate), between(columns.endDate, today, addDays(today, days)), inArray(columns.status, LIVE_STATUSES)))
    .orderBy(asc(columns.endDate), asc(columns.id));
  return await (options.isLocked ? query.for('update') : query);
};

/** Not yet told for its present end date: never told, or told before this end date's window opened. */
const isUntold = (contract: Row) =>
  typeof contract.expiryNoticeOn !== 'string' || contract.expiryNoticeOn < addDays(String(contract.endDate), -NOTICE_DAYS);

/** Tells sales users of each untold contract in the window and marks it told; returns the contracts told. */
export const noticeExpiringContracts = async (write: WriteContext, today: string) => {
  const told: Row[] = [];
  const customers = resourceTableOf(write.schema, customersResource);
  for (const contract of (await contractsEnding(write.tx, write.schema, today, NOTICE_DAYS, { isLocked: true })).filter(isUntold)) {
    const [customer] = await write.tx.select().from(customers.table).where(eq(customers.columns.id, contract.customerId));
    await notify(
      write.tx,
      write.schema,
      { role: 'SALES MANAGE' },
      {
        message: notificationText('Contract {{number}} "{{title}}" with {{customer}} ends on {{date}}', {
          number: String(contract.number),
          title: String(contract.title),
          customer: String(customer?.name ?? 'a customer'),
          date: String(contract.endDate),
        }),
        parentTable: tableNameOf(customerContracts.name),
        parent: contract.id,
        mailKind: 'expiringContracts',
      },
      { createdBy: write.caller.username },
    );
    told.push(await updateRecord(write, customerContracts, contract, { expiryNoticeOn: today }));
  }
  return told;
};

/** GET …/customer_contracts/expiring?days=60 */
export const listExpiringContracts: ActionHandler = ({ tx, context, input }) =>
  contractsEnding(tx, context.schema, firmToday(), Number(input.days ?? NOTICE_DAYS));

/** POST …/customer_contracts/notify_expiring: the daily check, now. */
export const notifyExpiringContracts: ActionHandler = async ({ write }) => {
  const told = await noticeExpiringContracts(write, firmToday());
  return { notified: told.length, contracts: told };
};

const DAILY_CHECK: Caller = { userId: 0, username: 'system', name: 'Daily contract check', employeeId: null, roles: ['ADMIN'] };

/** The daily check of a running server, once a day per cluster (server/jobs/daily-jobs.ts). */
export const contractExpiryNoticesJob = (app: FastifyInstance): DailyJob => ({
  name: 'contractExpiryNotices',
  run: async (tx, day) => {
    const { schema, afterWrite, derivations, writeRules } = app.portal;
    const told = await noticeExpiringContracts({ tx, schema, caller: DAILY_CHECK, afterWrite, derivations, writeRules, via: 'notifyExpiring' }, day);
    if (told.length > 0) app.log.info(`Told sales users of ${told.length} expiring contract(s)`);
  },
});
