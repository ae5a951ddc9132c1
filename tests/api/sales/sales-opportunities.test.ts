import type { InjectOptions } from 'fastify';
import { weightedForecastOf } from '../../../modules/sales/domain/forecast';
import { startTestApp, type TestApp } from '../../helpers/api-app';
import { testDatabaseKinds } from '../../helpers/databases';
import { as, callerWith } from '../../helpers/test-caller';

// The pipeline: an opportunity moves between stages by one declared action (the board's drop), Won and Lost
// need a reason and are final; the forecast weighs each open opportunity by its probability per month.

describe('weighted forecast', () => {
  test('open opportunities weighted by probability, won in full, lost and undated left out, by month', () => {
    expect(
      weightedForecastOf([
        { stage: 'Proposal', expectedAmount: 1000.01, probability: 33, expectedCloseDate: '2026-12-10' },
        { stage: 'Negotiation', expectedAmount: 0.1, probability: 50, expectedCloseDate: '2026-12-31' },
        { stage: 'Won', expectedAmount: 500, probability: 10, expectedCloseDate: '2026-11-03' },
        { stage: 'Lost', expectedAmount: 9000, probability: 50, expectedCloseDate: '2026-11-03' },
        { stage: 'Qualification', expectedAmount: 700, probability: 20, expectedCloseDate: null },
      ]),
    ).toEqual([
      { month: '2026-11', expected: 500, weighted: 500, count: 1 },
      // 1000.01 × 33% = 330.0033 → 330.00; 0.10 × 50% = 0.05.
      { month: '2026-12', expected: 1000.11, weighted: 330.05, count: 2 },
    ]);
  });
});

describe.each(testDatabaseKinds)('opportunity stages on %s', (kind) => {
  let t: TestApp;
  const sales = as(callerWith(['SALES MANAGE']));
  const employee = as(callerWith(['EMPLOYEE']));

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);
  const newOpportunity = async () =>
    (await inject({ method: 'PUT', url: '/api/admin/sales/opportunity', headers: sales, payload: { title: 'Deal', expectedAmount: 1000, probability: 30 } })).json();
  const stage = (id: number, payload: Record<string, unknown>, headers = sales) =>
    inject({ method: 'POST', url: `/api/admin/sales/opportunity/stage/${id}`, headers, payload });

  test('a move between open stages needs no reason; the stage cannot be written by a generic edit', async () => {
    const deal = await newOpportunity();
    expect((await stage(deal.id, { stage: 'Negotiation' })).json()).toMatchObject({ stage: 'Negotiation' });
    expect((await stage(deal.id, { stage: 'Proposal' })).json()).toMatchObject({ stage: 'Proposal' });
    const edit = await inject({ method: 'POST', url: `/api/admin/sales/opportunity/${deal.id}`, headers: sales, payload: { version: 3, stage: 'Won' } });
    expect(edit.statusCode).toBe(400);
    expect((await stage(deal.id, { stage: 'Proposal' }, employee)).statusCode).toBe(403);
  });

  test('Won and Lost ask for the reason, keep it, and are final', async () => {
    const deal = await newOpportunity();
    const silent = await stage(deal.id, { stage: 'Lost' });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().errors).toEqual({ reason: 'Required for Won and Lost' });
    const lost = await stage(deal.id, { stage: 'Lost', reason: 'Budget cut' });
    expect(lost.json()).toMatchObject({ stage: 'Lost', closeReason: 'Budget cut', probability: 0 });
    expect((await stage(deal.id, { stage: 'Won', reason: 'Changed their mind' })).statusCode).toBe(409);
    const other = await newOpportunity();
    expect((await stage(other.id, { stage: 'Won', reason: 'Best offer' })).json()).toMatchObject({ stage: 'Won', probability: 100 });
  });
});
