import { isWorthSuggesting, suggestMatches, type OpenInvoice, type SuggestionMovement } from '../../modules/finance/server/suggestions';

// Only suggestions that name the invoice and reach the least score are shown: the reconciliation's "Best match"
// says nothing for bank interest or a small café payment rather than offer the nearest invoice.

const invoice = (id: number, fields: Partial<OpenInvoice> & { openAmount: string }): OpenInvoice => ({
  id,
  number: `FT-${id}`,
  date: '2025-02-01',
  dueDate: '2025-03-10',
  total: fields.openAmount,
  counterpartyName: 'Rossi Impianti S.r.l.',
  vatNumber: 'IT01234567897',
  target: 'suppliers:1',
  ...fields,
});
const movement = (openAmount: string, description: string, date = '2025-03-10'): SuggestionMovement => ({ date, amount: openAmount, openAmount, description });
const shown = (paid: SuggestionMovement, invoices: OpenInvoice[]) =>
  suggestMatches(paid, invoices)
    .filter(isWorthSuggesting)
    .map(({ invoice: { id }, reasons }) => ({ id, reasons }));

describe('which suggestions are shown', () => {
  const open = [invoice(1, { openAmount: '474.58' }), invoice(2, { openAmount: '1220.00', number: 'FT-2025/31', counterpartyName: 'Bianchi Srl', vatNumber: null })];

  test('bank interest is offered no invoice, even one due that day', () => {
    expect(shown(movement('3.12', 'INTERESSI CREDITORI 1 TRIM'), open)).toEqual([]);
  });

  test('an €18.40 café payment is not matched to a €474.58 invoice', () => {
    expect(shown(movement('18.40', 'PAGAMENTO POS BAR CENTRALE'), open)).toEqual([]);
  });

  test("a café whose name shares a word with the supplier's still is not: a name with amounts far apart is too little", () => {
    expect(shown(movement('18.40', 'PAGAMENTO POS BAR ROSSI'), open)).toEqual([]);
  });

  test('the same amount to the cent is enough, and says so', () => {
    expect(shown(movement('474.58', 'BONIFICO'), open)).toEqual([{ id: 1, reasons: ['amount', 'date'] }]);
  });

  test('the invoice number in the description is enough though the amount differs (a part payment)', () => {
    expect(shown(movement('600.00', 'BONIFICO SALDO PARZIALE FT 2025/31', '2025-07-01'), open)).toEqual([{ id: 2, reasons: ['number'] }]);
  });

  test('a VAT number with the due date near is enough; with nothing else it is not', () => {
    expect(shown(movement('100.00', 'SDD P.IVA 01234567897'), open)).toEqual([{ id: 1, reasons: ['vat', 'date'] }]);
    expect(shown(movement('10.00', 'SDD P.IVA 01234567897', '2025-09-30'), open)).toEqual([]);
  });

  test('closeness and date alone never make a suggestion, whatever their score', () => {
    expect(isWorthSuggesting({ invoice: open[0], score: 70, reasons: ['date'] })).toBe(false);
    expect(isWorthSuggesting({ invoice: open[0], score: 59.5, reasons: ['counterparty', 'date'] })).toBe(false);
    expect(isWorthSuggesting({ invoice: open[0], score: 60, reasons: ['number'] })).toBe(true);
  });
});
