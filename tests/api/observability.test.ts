import { sql } from 'drizzle-orm';
import { resources } from '../../resources.config';
import { API_PREFIX, NOTIFICATION_API_PATHS } from '../../resources/paths';
import { recordSignIn } from '../../server/auth/sign-in-records';
import { sendDueMail } from '../../server/modules/mail/mail-sender';
import { openOutbox } from '../../server/modules/mail/outbox';
import { startTestApp, type TestApp } from '../helpers/api-app';
import { testDatabaseKinds } from '../helpers/databases';
import { as, callerWith } from '../helpers/test-caller';

// What an operator sees beyond HTTP and Node (issue 42): the mail queue and its failures, each job's last success,
// sign-in failures and lockouts as metrics; an incoming X-Request-Id kept when it is a safe token and echoed; the
// user's id on the request line; the notification bell's polling logged at debug level, not as an INFO line per tab.

type LogLine = { level: number; msg: string; requestId?: string; userId?: number; route?: string };

describe.each(testDatabaseKinds)('metrics, request ids and request lines on %s', (kind) => {
  let t: TestApp;
  const lines: LogLine[] = [];
  const employee = callerWith(['EMPLOYEE']);
  const scrape = async () => t.app.portal.metrics!.registry.metrics();
  const valueOf = (text: string, series: string) => Number(text.split('\n').find((line) => line.startsWith(`${series} `))?.split(' ')[1]);

  beforeAll(async () => {
    t = await startTestApp(kind, {
      resources,
      config: { metrics: { port: 0, host: '127.0.0.1' } },
      logger: { level: 'debug', stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
    });
  });
  afterAll(() => t.close());

  test('X-Request-Id: a safe token is kept, logged and echoed; anything else is replaced by a new id', async () => {
    const kept = await t.app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'lb-7f3a.2:1_x' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.2:1_x');
    expect(lines.find((line) => line.msg === 'request' && line.requestId === 'lb-7f3a.2:1_x')).toMatchObject({ route: '/api/health/live' });
    for (const hostile of ['<script>', 'x'.repeat(129), 'a b', '']) {
      const replaced = await t.app.inject({ url: '/api/health/live', headers: { 'x-request-id': hostile } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    expect((await t.app.inject({ url: '/api/health/live' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("the request line names the user's id; the bell's polling is a debug line, other requests info", async () => {
    const bell = await t.app.inject({ url: `${API_PREFIX}${NOTIFICATION_API_PATHS.unread}`, headers: { ...as(employee), 'x-request-id': 'bell-poll-1' } });
    expect(bell.statusCode, bell.body).toBe(200);
    const profile = await t.app.inject({ url: '/api/health/ready', headers: { ...as(employee), 'x-request-id': 'ready-1' } });
    expect(profile.statusCode).toBe(200);
    const lineOf = (requestId: string) => lines.find((line) => line.msg === 'request' && line.requestId === requestId);
    expect(lineOf('bell-poll-1')).toMatchObject({ level: 20, userId: employee.userId });
    expect(lineOf('ready-1')).toMatchObject({ level: 30 });
  });

  test('metrics: sign-in failures and lockouts, the mail queue and its failures, each job’s last success', async () => {
    const { db, schema } = t.app.portal;
    const before = await scrape();
    await recordSignIn(db, schema, { username: 'mario', action: 'sign-in-failed', mode: 'local', reason: 'wrong password' });
    await recordSignIn(db, schema, { username: 'mario', action: 'sign-in-failed', mode: 'local', reason: 'wrong password' });
    await recordSignIn(db, schema, { username: 'mario', action: 'sign-in-locked', mode: 'local' });
    await db.execute(sql`insert into outgoing_mail (user_id, recipient, kind, subject, body, state) values
      (1, 'a@example.com', 'test', 'Queued', 'x', 'queued'), (1, 'b@example.com', 'test', 'Given up', 'x', 'failed')`);
    await db.execute(sql`insert into daily_job_runs (job, last_day, ran_at) values ('observed-job', '2000-01-01', to_timestamp(1700000000)) on conflict (job) do nothing`);
    // The sender's run (mail on for this app, as SMTP_URL would make it): the queued mail fails once (a transport
    // that refuses it), and the run itself succeeds.
    openOutbox(schema, { publicUrl: 'http://localhost:3000', productName: 'Portal', firm: { name: 'Test Firm', language: 'en' } });
    const outcome = await sendDueMail(db, schema, { sendMail: async () => Promise.reject(new Error('550 mailbox unavailable')) }, { from: 'portal@example.com' });
    expect(outcome).toEqual({ sent: 0, failed: 1, dropped: 0 });
    const after = await scrape();
    const grew = (series: string) => valueOf(after, series) - (valueOf(before, series) || 0);
    expect(grew('sign_in_failures_total{mode="local"}')).toBe(2);
    expect(grew('sign_in_lockouts_total{mode="local"}')).toBe(1);
    expect(grew('mail_send_failures_total')).toBe(1);
    // The failed attempt put the mail back in the queue for a later try; the one given up stays failed.
    expect(valueOf(after, 'mail_queue_depth{state="queued"}')).toBe(1);
    expect(valueOf(after, 'mail_queue_depth{state="failed"}')).toBe(1);
    expect(valueOf(after, 'job_last_success_timestamp_seconds{job="observed-job"}')).toBe(1700000000);
    expect(valueOf(after, 'job_last_success_timestamp_seconds{job="mail-send"}')).toBeGreaterThan(1700000000);
    expect(after).toMatch(/^# TYPE database_unavailable_responses_total counter$/m);
  });
});
