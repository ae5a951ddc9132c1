// The spec's three `…/note/{id}` calls (month sheet, payroll, HR request) are the first real actions:
// the right role writes the note (audited as `note`), the wrong one gets 403, an empty note a 400.
import { and, eq } from 'drizzle-orm';
import { auditTrail } from '../../server/db/system-tables';
import { testDatabaseKinds } from '../helpers/databases';
import { sampleRows, type ApiCall } from '../helpers/sample-rows';
import { startAuthApp, type AuthApp } from './auth-harness';

const NOTES = [
  { resource: 'timesheetMonths', path: '/api/admin/month/note', writer: 'pm', stranger: 'accountant', field: 'note' },
  { resource: 'labour', path: '/api/admin/labour/note', writer: 'accountant', stranger: 'hr', field: 'note' },
  { resource: 'hrTimesheetRequests', path: '/api/admin/hr_timesheet/note', writer: 'hr', stranger: 'pm', field: 'reviewerNote' },
] as const;

describe.each(testDatabaseKinds)('notes as actions on %s', (kind) => {
  let api: AuthApp;
  beforeAll(async () => {
    api = await startAuthApp(kind);
  });
  afterAll(() => api?.close());

  const callAs =
    (username: string): ApiCall =>
    (method, url, payload) =>
      api.injectAs(username, { method, url, ...(payload ? { payload: payload as object } : {}) });

  test.each(NOTES)('$path/{id} writes the note as $writer and refuses $stranger', async ({ resource, path, writer, stranger, field }) => {
    const row = await sampleRows(callAs('admin')).create(resource);
    const refused = await api.injectAs(stranger, { method: 'POST', url: `${path}/${row.id}`, payload: { note: 'not mine to write' } });
    expect(refused.statusCode).toBe(403);
    const empty = await api.injectAs(writer, { method: 'POST', url: `${path}/${row.id}`, payload: { note: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ note: 'Required' });

    const written = await api.injectAs(writer, { method: 'POST', url: `${path}/${row.id}`, payload: { note: 'Please check the 14th' } });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({ id: row.id, [field]: 'Please check the 14th', version: row.version + 1 });
    const audit = await api.app.portal.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.resource, resource), eq(auditTrail.recordId, row.id), eq(auditTrail.action, 'update')));
    expect(audit.map((entry) => [entry.via, entry.username, entry.changes])).toEqual([['note', writer, { [field]: [null, 'Please check the 14th'] }]]);
  });
});
