// Every declared action that moves a status or makes a record (`isVersionedAction`), read from the registry:
// on a record of the demo firm where it is offered, the same call with the same version sent 12 times at
// once succeeds once, the others get 409, and the effect is one step (one status move, one new record).
import { asc, eq } from 'drizzle-orm';
import { addDays, firmToday } from '../../resources/firm-calendar';
import { resources } from '../../resources.config';
import type { ActionDeclaration, ResourceDeclaration } from '../../resources/declaration';
import { API_PREFIX } from '../../resources/paths';
import type { Field } from '../../resources/vocabulary';
import { actionRolesOf, isOffered, isVersionedAction, legalTargets, statusFieldOf, targetOf } from '../../resources/workflow';
import { tableNameOf } from '../../server/db/names';
import { actionRequest } from '../../src/screens/generic/actions/action-call';
import { testDatabaseKinds } from '../helpers/databases';
import { as, callerWith } from '../helpers/test-caller';
import { admin, burst, startRaceApp, tally, type RaceApp } from './race-harness';

type Row = Record<string, unknown> & { id: number; version: number };
type Prepared = { record: Row; input: Record<string, unknown> };

const versionedActions = resources.flatMap((resource) =>
  (resource.actions ?? []).filter((action) => isVersionedAction(action)).map((action) => [`${resource.name}.${action.name}`, resource, action] as const),
);

/** An input value any field of this type takes (a note, a date, an amount); undefined leaves it to its default. */
const sampleOf = (field: Field): unknown => {
  switch (field.type) {
    case 'text':
    case 'longText':
      return 'Race test';
    case 'date':
      return '2026-11-16';
    case 'decimal':
      return 1;
    case 'integer':
      return field.min ?? 1;
    case 'enum':
      return field.values[0];
    default:
      return undefined;
  }
};

/** The target a move picks from `from` when the input names it (a status dropdown): the first legal one. */
const chosenTarget = (resource: ResourceDeclaration, action: ActionDeclaration, record: Row) => {
  const status = statusFieldOf(resource)!;
  return legalTargets(status.field, String(record[status.name]), ['ADMIN'], actionRolesOf(resource, action))[0];
};

/** The input a run needs: the move's target where the input chooses it, a sample for every other field it fills. */
const inputFor = (resource: ResourceDeclaration, action: ActionDeclaration, record: Row) =>
  Object.fromEntries(
    Object.entries(action.input ?? {}).flatMap(([key, field]) => {
      if (action.moves && key === action.moves.field) return [[key, chosenTarget(resource, action, record)]];
      const value = field.isRequired || field.type === 'text' || field.type === 'longText' ? sampleOf(field) : undefined;
      return value === undefined ? [] : [[key, value]];
    }),
  );

describe.each(testDatabaseKinds)('an action that moves a status or makes a record runs once on %s', (kind) => {
  let app: RaceApp;
  beforeAll(async () => {
    app = await startRaceApp(kind);
  });
  afterAll(() => app?.close());

  const rowsOf = async (resource: ResourceDeclaration) => {
    const { table, columns } = app.app.portal.schema.resourceTables.get(resource.name)!;
    return (await app.app.portal.db.select().from(table).orderBy(asc(columns.id))) as Row[];
  };

  /** A match needs a document it can pay: an open invoice of the other side (accepted, or matched by hand in part). */
  const movementWithSuggestion = async (resource: ResourceDeclaration, action: ActionDeclaration): Promise<Prepared | undefined> => {
    const direction = action.name.startsWith('reconcileIn') ? 'in' : 'out';
    const pending = (await app.inject({ method: 'GET', url: `${API_PREFIX}/admin/finance/invoices/pending`, headers: admin })).json() as { id: number; direction: string }[];
    const invoice = pending.find((row) => (direction === 'in' ? row.direction !== 'in' : row.direction === 'in'));
    const record = (await rowsOf(resource)).find((row) => row.direction === direction && row.isReconciled !== true);
    if (!invoice || !record) return undefined;
    const input = action.name.endsWith('Manually') ? { parent_table: 'invoices', parent: invoice.id, isPartial: true } : { match_id: invoice.id };
    return { record, input };
  };

  /** A movement with matches to undo. */
  const matchedMovement = async (resource: ResourceDeclaration): Promise<Prepared | undefined> => {
    const record = (await rowsOf(resource)).find((row) => row.isReconciled === true && row.parent !== null);
    return record && { record, input: {} };
  };

  /** An invoice paid by a match, and that match. */
  const invoiceWithMatch = async (resource: ResourceDeclaration): Promise<Prepared | undefined> => {
    const match = (await rowsOf(resources.find((candidate) => candidate.name === 'cashFlowMatches')!)).find((row) => typeof row.invoiceId === 'number');
    const record = match && (await rowsOf(resource)).find((row) => row.id === match.invoiceId);
    return record && { record, input: { match_id: match.id } };
  };

  /** A tax paid by hand: an unpaid one of the demo firm, marked paid as its page does. */
  const taxMarkedPaid = async (resource: ResourceDeclaration): Promise<Prepared | undefined> => {
    const marked = (await rowsOf(resource)).find((row) => row.markedPaidOn !== null);
    if (marked) return { record: marked, input: {} };
    const unpaid = (await rowsOf(resource)).find((row) => row.isPaid === false);
    if (!unpaid) return undefined;
    const response = await app.inject({ method: 'POST', url: `${API_PREFIX}/admin/finance/taxes/markPaid/${unpaid.id}`, headers: admin, payload: { version: unpaid.version, paidDate: '2026-11-16' } });
    expect(response.statusCode, response.body).toBe(200);
    const record = (await rowsOf(resource)).find((row) => row.id === unpaid.id);
    return record && { record, input: {} };
  };

  /** A tax paid by a movement matched to it by hand, and that match. */
  const taxWithMatch = async (resource: ResourceDeclaration): Promise<Prepared | undefined> => {
    const matches = () => rowsOf(resources.find((candidate) => candidate.name === 'cashFlowMatches')!);
    let match = (await matches()).find((row) => typeof row.taxId === 'number');
    if (!match) {
      const unpaid = (await rowsOf(resource)).find((row) => row.isPaid === false && row.markedPaidOn === null);
      const account = (await app.inject({ method: 'GET', url: `${API_PREFIX}/admin/finance/accounts?_start=0&_end=1`, headers: admin })).json() as Row[];
      if (!unpaid || !account[0]) return undefined;
      const movement = await app.inject({ method: 'PUT', url: `${API_PREFIX}/admin/finance/cashflow`, headers: admin, payload: { accountId: account[0].id, direction: 'out', amount: unpaid.amount, description: 'Race test F24', date: '2026-11-16' } });
      expect(movement.statusCode, movement.body).toBe(201);
      const money = movement.json() as Row;
      const matched = await app.inject({ method: 'POST', url: `${API_PREFIX}/admin/finance/cashflow/reconcileOutManually/${money.id}`, headers: admin, payload: { version: money.version, parent_table: 'taxes', parent: unpaid.id } });
      expect(matched.statusCode, matched.body).toBe(200);
      match = (await matches()).find((row) => row.taxId === unpaid.id);
    }
    const record = match && (await rowsOf(resource)).find((row) => row.id === match.taxId);
    return record && { record, input: { match_id: match!.id } };
  };

  /** A conversion opens an opportunity only for a lead that has none (one that has some keeps them): such a lead. */
  const leadWithoutOpportunity = async (resource: ResourceDeclaration, action: ActionDeclaration): Promise<Prepared | undefined> => {
    for (const record of (await rowsOf(resource)).filter((row) => isOffered(resource, action, row, ['ADMIN']))) {
      const opportunities = (await app.inject({ method: 'GET', url: `${API_PREFIX}/admin/sales/opportunity/lead/${record.id}`, headers: admin })).json() as unknown[];
      if (Array.isArray(opportunities) && opportunities.length === 0) return { record, input: inputFor(resource, action, record) };
    }
    // The demo firm's qualified leads all have theirs: a new lead, qualified.
    const lead = (await app.inject({ method: 'PUT', url: `${API_PREFIX}/admin/sales/leads`, headers: admin, payload: { name: 'Race test lead' } })).json() as Row;
    await app.inject({ method: 'POST', url: `${API_PREFIX}/admin/sales/leads/qualify/${lead.id}`, headers: admin, payload: { version: lead.version } });
    const record = (await rowsOf(resource)).find((row) => row.id === lead.id);
    return record && { record, input: inputFor(resource, action, record) };
  };

  /** Pay by transfer needs a debtor account with its IBAN and the firm's CBI code. */
  const debtorAccount = async () => {
    const { db, schema } = app.app.portal;
    const [account] = (await db.update(schema.resourceTables.get('accounts')!.table).set({ cuc: 'ABCD1234' }).returning()) as Row[];
    return account;
  };

  /** A document put in the state that waits to be paid (not yet in an order) and offered the transfer. */
  const waitingToBePaid = async (resource: ResourceDeclaration, action: ActionDeclaration, row: Row, waiting: Record<string, unknown>): Promise<Prepared | undefined> => {
    const { db, schema } = app.app.portal;
    const account = await debtorAccount();
    const { table, columns } = schema.resourceTables.get(resource.name)!;
    await db.update(table).set(waiting).where(eq(columns.id, row.id));
    const record = (await rowsOf(resource)).find((candidate) => candidate.id === row.id && isOffered(resource, action, candidate, ['ADMIN']));
    return record && { record, input: { accountId: account.id, executionDate: addDays(firmToday(), 1) } };
  };

  /** A payroll Approved, not yet in an order, and following its month sheet (a stale one is not offered). */
  const payrollToTransfer = async (resource: ResourceDeclaration, action: ActionDeclaration): Promise<Prepared | undefined> => {
    const [first] = await rowsOf(resource);
    return first && waitingToBePaid(resource, action, first, { status: 'Approved', isInPayment: false, isStale: false, sheetStatusNow: null, sheetHoursNow: null });
  };

  /** A received invoice, unpaid, whose supplier (its payee) has an IBAN with valid check digits. */
  const invoiceToTransfer = async (resource: ResourceDeclaration, action: ActionDeclaration): Promise<Prepared | undefined> => {
    const { db, schema } = app.app.portal;
    const rows = await rowsOf(resource);
    const first = rows.find((row) => row.direction === 'in' && row.supplierId && row.isPaid === false && Number(row.total) > 0) ?? rows[0];
    if (!first) return undefined;
    if (first.supplierId) await db.update(schema.resourceTables.get('suppliers')!.table).set({ iban: 'IT60X0542811101000000123456' }).where(eq(schema.resourceTables.get('suppliers')!.columns.id, Number(first.supplierId)));
    return waitingToBePaid(resource, action, first, { direction: 'in', isPaid: false, isInPayment: false });
  };

  /** The demo firm is set up already: put back to "Setting up", it is what the setup's last step finishes. */
  const firmBeingSetUp = async (resource: ResourceDeclaration): Promise<Prepared | undefined> => {
    const { table } = app.app.portal.schema.resourceTables.get(resource.name)!;
    await app.app.portal.db.update(table).set({ status: 'Setting up' });
    const [record] = await rowsOf(resource);
    return record && { record, input: { withUsualCatalogues: true } };
  };

  /**
   * An outgoing invoice in the state the action wants (a draft to issue, an issued one to credit): its customer
   * given the address an electronic invoice needs, the invoice written with a line, then put in that state.
   */
  const outgoingInvoice = (status: 'Draft' | 'Issued') => async (resource: ResourceDeclaration): Promise<Prepared | undefined> => {
    const { db, schema } = app.app.portal;
    const customers = schema.resourceTables.get('customers')!;
    const [customer] = (await db.select().from(customers.table).orderBy(asc(customers.columns.id)).limit(1)) as Row[];
    await db.update(customers.table).set({ address: 'Via Roma 1', postalCode: '20121', city: 'Milano', vatNumber: customer.vatNumber ?? '09876543217' }).where(eq(customers.columns.id, customer.id));
    const made = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/admin/finance/invoices/withLines`,
      headers: admin,
      payload: { direction: 'out', number: `RACE-${status}`, date: firmToday(), customerId: customer.id, lines: JSON.stringify([{ description: 'Race test', quantity: 1, unitPrice: 100, vatRate: 22 }]) },
    });
    expect(made.statusCode, made.body).toBeLessThan(300);
    const { table, columns } = schema.resourceTables.get(resource.name)!;
    await db.update(table).set({ status, documentType: 'TD01' }).where(eq(columns.id, (made.json() as Row).id));
    const record = (await rowsOf(resource)).find((row) => row.id === (made.json() as Row).id);
    return record && { record, input: {} };
  };

  /** A payroll whose month sheet changed since its calculation: its recorded hours made to differ from the sheet's. */
  const stalePayroll = async (resource: ResourceDeclaration): Promise<Prepared | undefined> => {
    const { table, columns } = app.app.portal.schema.resourceTables.get(resource.name)!;
    const draft = (await rowsOf(resource)).find((row) => row.status === 'Draft');
    if (!draft) return undefined;
    await app.app.portal.db.update(table).set({ calculatedSheetHours: '1', isStale: true, sheetStatusNow: 'Open', sheetHoursNow: '2' }).where(eq(columns.id, draft.id));
    const record = (await rowsOf(resource)).find((row) => row.id === draft.id);
    return record && { record, input: { note: 'Race test: the figures stand' } };
  };

  /** A refused expense claim, to reconsider (the demo firm's refusals are a matter of chance). */
  const refusedClaim = async (resource: ResourceDeclaration, action: ActionDeclaration): Promise<Prepared | undefined> => {
    const { table, columns } = app.app.portal.schema.resourceTables.get(resource.name)!;
    const rows = await rowsOf(resource);
    const claim = rows.find((row) => row.state === 'Refused') ?? rows.find((row) => row.state === 'Submitted');
    if (!claim) return undefined;
    await app.app.portal.db.update(table).set({ state: 'Refused' }).where(eq(columns.id, claim.id));
    const record = (await rowsOf(resource)).find((row) => row.id === claim.id);
    return record && { record, input: inputFor(resource, action, record) };
  };

  // The few actions whose input must name other rows of the firm; every other one is prepared from its declaration.
  const prepareBy: Record<string, (resource: ResourceDeclaration, action: ActionDeclaration) => Promise<Prepared | undefined>> = {
    'cashFlowEntries.reconcileIn': movementWithSuggestion,
    'cashFlowEntries.reconcileOut': movementWithSuggestion,
    'cashFlowEntries.reconcileInManually': movementWithSuggestion,
    'cashFlowEntries.reconcileOutManually': movementWithSuggestion,
    'cashFlowEntries.undoMatches': matchedMovement,
    'invoices.undoMatch': invoiceWithMatch,
    'taxes.undoMarkPaid': taxMarkedPaid,
    'taxes.undoMatch': taxWithMatch,
    'leads.convert': leadWithoutOpportunity,
    'firm.completeSetup': firmBeingSetUp,
    'labour.payByTransfer': payrollToTransfer,
    'invoices.payByTransfer': invoiceToTransfer,
    'invoices.issue': outgoingInvoice('Draft'),
    'invoices.creditNote': outgoingInvoice('Issued'),
    'labour.confirmDifference': stalePayroll,
    'receipts.reconsider': refusedClaim,
  };

  const prepare = async (key: string, resource: ResourceDeclaration, action: ActionDeclaration): Promise<Prepared | undefined> => {
    if (prepareBy[key]) return prepareBy[key](resource, action);
    const offered = (await rowsOf(resource)).filter((row) => isOffered(resource, action, row, ['ADMIN']) && (!action.moves || action.moves.to || action.moves.step || chosenTarget(resource, action, row)));
    // A step is raced where the most steps lie ahead, so a repeated step would show (Draft advanced to Paid).
    const status = statusFieldOf(resource);
    const stepsAhead = (row: Row) => {
      const index = status ? status.field.values.indexOf(String(row[status.name])) : 0;
      return action.moves?.step === 'forward' ? -index : action.moves?.step === 'back' ? index : 0;
    };
    const record = offered.sort((a, b) => stepsAhead(b) - stepsAhead(a) || a.id - b.id)[0];
    return record && { record, input: inputFor(resource, action, record) };
  };

  /** The caller: ADMIN on the admin path; on the own path the employee the record belongs to. */
  const callerFor = (resource: ResourceDeclaration, action: ActionDeclaration, record: Row) =>
    action.scope === 'admin' ? admin : as(callerWith(['EMPLOYEE'], { employeeId: record[resource.api.own!.ownerFields[0]] as number }));

  test.each(versionedActions)('%s', async (_key, resource, action) => {
    const prepared = await prepare(_key, resource, action);
    expect(prepared, `no record of the demo firm on which ${_key} is offered`).toBeDefined();
    const { record, input } = prepared!;
    const status = statusFieldOf(resource);
    const expectedState = action.moves && status ? (targetOf(action, status.field, String(record[status.name])) ?? input[action.moves.field]) : undefined;
    const made = action.makes ? tableNameOf(action.makes) : undefined;
    const madeBefore = made ? await app.count(made) : 0;

    const request = actionRequest(resource, action, { id: record.id, ids: [record.id], version: record.version, versions: [record.version], input });
    const answers = tally(await burst(app, () => ({ method: request.method.toUpperCase() as 'POST', url: `${API_PREFIX}${request.url}`, headers: callerFor(resource, action, record), payload: request.body })));
    const after = (await rowsOf(resource)).find((row) => row.id === record.id);
    // An action that removes its record (undoing a match): the calls that come after it find no record, a 404.
    const odd = after === undefined ? answers.odd.filter((answer) => !answer.startsWith('404 ')) : answers.odd;
    expect(odd, 'only 200 and 409').toEqual([]);
    expect(answers.ok, 'exactly one success').toBe(1);
    expect(answers.isErrorShaped).toBe(true);

    if (expectedState !== undefined) expect(after?.[action.moves!.field], 'one step of the status').toBe(expectedState);
    if (made) expect((await app.count(made)) - madeBefore, `one new ${action.makes}`).toBe(1);
    expect(after === undefined || after.version > record.version, 'the version went up').toBe(true);
  });

  test('a call without the version is a 400 naming it, and changes nothing', async () => {
    const [_key, resource, action] = versionedActions.find(([key]) => key === 'labour.advanceStatus')!;
    const prepared = (await prepare(_key, resource, action))!;
    const response = await app.inject({ method: 'POST', url: `${API_PREFIX}/admin/labour/advance_status/${prepared.record.id}`, headers: admin, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('version');
    expect((await rowsOf(resource)).find((row) => row.id === prepared.record.id)).toEqual(prepared.record);
  });
});
