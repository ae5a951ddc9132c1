import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../../resources/paths';
import { firmTimeZone } from '../../../resources/firm-calendar';
import { AUDIT_TRAIL } from '../../../resources/audit-trail';
import { readRouteDocs } from '../../routes/api-docs-replies';
import { hasAnyRole } from '../../auth/caller';
import { auditTrail } from '../../db/system-tables';
import { badRequest, forbidden } from '../../errors';
import { message } from '../../i18n/message';
import { peopleNamesOf } from './people-names';

// ADMIN's reading of the audit trail (every write, and the sign-ins beside them): newest first, filtered by user,
// resource, record, action and the firm's days, in the list language of every other list (`_start`/`_end`,
// `X-Total-Count`). A record's history on its page is this list narrowed to the record. Nobody else reads it.

type AuditQuery = Partial<Record<'username' | 'resource' | 'recordId' | 'action' | 'at_gte' | 'at_lte' | '_start' | '_end', string>>;

const MAX_PAGE = 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const whole = (text: string | undefined, field: string, { min, max }: { min: number; max: number }) => {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max)
    throw badRequest(message('Invalid value for {{field}}', { field }), { [field]: message('Must be a whole number from {{min}} to {{max}}', { min, max }) });
  return value;
};

const dayOf = (text: string | undefined, field: string) => {
  if (text === undefined || text === '') return undefined;
  if (!DAY.test(text) || Number.isNaN(Date.parse(text)) || text < '1900-01-01' || text > '2200-12-31')
    throw badRequest(message('Invalid value for {{field}}', { field }), { [field]: message('Must be a date (YYYY-MM-DD)') });
  return text;
};

/** Each filter once: a parameter given twice is a 400, not two values. */
const singleValues = (query: unknown): AuditQuery => {
  const values = (query ?? {}) as Record<string, unknown>;
  for (const [field, value] of Object.entries(values))
    if (typeof value !== 'string') throw badRequest(message('Invalid value for {{field}}', { field }), { [field]: message('Give {{field}} once', { field }) });
  return values as AuditQuery;
};

export const registerAuditRoutes = (app: FastifyInstance, resourceNames: readonly string[]) => {
  const { db, schema } = app.portal;
  const known = new Set(resourceNames);
  app.get<{ Querystring: AuditQuery }>(
    `${API_PREFIX}${AUDIT_TRAIL.path}`,
    readRouteDocs(AUDIT_TRAIL),
    async (request, reply) => {
      if (!hasAnyRole(request.caller, ['ADMIN'])) throw forbidden(message('Only an administrator may read the audit trail'));
      const query = singleValues(request.query);
      if (query.resource && !known.has(query.resource))
        throw badRequest(message('Invalid value for {{field}}', { field: 'resource' }), { resource: message('Unknown resource {{resource}}', { resource: query.resource }) });
      const start = whole(query._start, '_start', { min: 0, max: 2_147_483_647 }) ?? 0;
      const end = whole(query._end, '_end', { min: 0, max: 2_147_483_647 }) ?? start + 25;
      if (end - start > MAX_PAGE) throw badRequest(message('Invalid value for {{field}}', { field: '_end' }), { _end: message('At most {{count}} rows at a time', { count: MAX_PAGE }) });
      const recordId = whole(query.recordId, 'recordId', { min: 0, max: 2_147_483_647 });
      const from = dayOf(query.at_gte, 'at_gte');
      const to = dayOf(query.at_lte, 'at_lte');
      // The firm's calendar day of each instant, so "26 Nov" means the firm's 26 Nov whatever the server's zone.
      const firmDay = sql`(${auditTrail.at} at time zone ${firmTimeZone()})::date`;
      const conditions: (SQL | undefined)[] = [
        query.username ? eq(auditTrail.username, query.username.trim().toLowerCase()) : undefined,
        query.resource ? eq(auditTrail.resource, query.resource) : undefined,
        recordId !== undefined ? eq(auditTrail.recordId, recordId) : undefined,
        query.action ? eq(auditTrail.action, query.action as typeof auditTrail.$inferSelect.action) : undefined,
        from ? sql`${firmDay} >= ${from}::date` : undefined,
        to ? sql`${firmDay} <= ${to}::date` : undefined,
      ];
      const where = and(...conditions);
      const [{ total }] = await db.select({ total: count() }).from(auditTrail).where(where);
      const rows = await db.select().from(auditTrail).where(where).orderBy(desc(auditTrail.id)).offset(start).limit(Math.max(0, end - start));
      reply.header('X-Total-Count', String(total));
      // Who, as the journal names them; the username stays for the filter, which is by sign-in name.
      const nameOf = await peopleNamesOf(db, schema, rows.map((row) => row.username));
      return rows.map((row) => ({ ...row, name: nameOf(row.username) }));
    },
  );
};
