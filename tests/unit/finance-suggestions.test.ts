import Decimal from 'decimal.js';
import { suggestMatches, suggestionRanking, type OpenInvoice, type SuggestionMovement } from '../../modules/finance/server/suggestions';

// The fast ranking (integer cents, day numbers, text finders, the amount walk) against the rules as the
// reconciliation screen explains them: exact amount 100, else 40 × smaller/larger rounded; invoice number in
// the text 60; VAT number 50; a word of the counterparty's name 25; up to 30 for the date, half a point less a
// day; an accepted rule 1000; ties to the lower id. Scores below are computed by hand from those rules.

const invoice = (id: number, fields: Partial<OpenInvoice> & { openAmount: string }): OpenInvoice => ({
  id,
  number: `N-${id}-X`,
  date: '2025-01-01',
  dueDate: '2025-03-10',
  total: fields.openAmount,
  counterpartyName: null,
  vatNumber: null,
  target: null,
  ...fields,
});
const movement = (openAmount: string, description = 'Pagamento', date = '2025-03-10'): SuggestionMovement => ({ date, amount: openAmount, openAmount, description });
const ranked = (suggestions: ReturnType<typeof suggestMatches>) => suggestions.map(({ invoice: { id }, score, reasons }) => ({ id, score, reasons }));

describe('match suggestions', () => {
  test('equal amounts rank by the due date, then by the older invoice', () => {
    const invoices = [
      invoice(5, { openAmount: '1000.00' }),
      invoice(3, { openAmount: '1000.00' }),
      invoice(1, { openAmount: '1000.00', dueDate: '2025-03-20' }),
      invoice(2, { openAmount: '999.99' }),
    ];
    expect(ranked(suggestMatches(movement('1000.00'), invoices))).toEqual([
      { id: 3, score: 130, reasons: ['amount', 'date'] },
      { id: 5, score: 130, reasons: ['amount', 'date'] },
      { id: 1, score: 125, reasons: ['amount', 'date'] },
      // 999.99 / 1000 → 40 × 0.99999 rounds to 40.
      { id: 2, score: 70, reasons: ['date'] },
    ]);
  });

  test('partial amounts rank by how close the smaller is to the larger, above or below', () => {
    const invoices = ['600', '400', '1500', '2000', '10', '12.50'].map((openAmount, index) => invoice(index + 1, { openAmount }));
    // 1000/1500 → 26.67 → 27; 600/1000 → 24; 1000/2000 → 20; 400/1000 → 16; 12.50/1000 → 0.5 → 1; 10/1000 → 0.4 → 0.
    expect(ranked(suggestMatches(movement('1000'), invoices)).map(({ id, score }) => [id, score])).toEqual([
      [3, 57],
      [1, 54],
      [4, 50],
      [2, 46],
      [6, 31],
      [5, 30],
    ]);
  });

  test('the invoice number, VAT number and counterparty found in the description, however written', () => {
    const rossi = { counterpartyName: 'Rossi Impianti S.r.l.', vatNumber: 'IT01234567897', target: 'customers:1' };
    const invoices = [
      invoice(1, { ...rossi, number: 'FT-2025/17', openAmount: '800' }),
      // FT20251 is found inside FT202517: the rule compares compact texts.
      invoice(2, { ...rossi, number: 'FT-2025/1', openAmount: '500' }),
      invoice(3, { number: '17', openAmount: '500', counterpartyName: 'Bianchi Srl', dueDate: '2025-06-08' }),
      invoice(4, { number: 'A1', openAmount: '500' }),
      invoice(5, { number: 'X-99', openAmount: '100', counterpartyName: 'Verdi Srl', vatNumber: 'IT09876543217' }),
    ];
    const paid = movement('500', 'SALDO FT 2025/17 rossi impianti P.IVA 09876543217');
    expect(ranked(suggestMatches(paid, invoices))).toEqual([
      { id: 2, score: 215, reasons: ['amount', 'number', 'counterparty', 'date'] },
      { id: 3, score: 160, reasons: ['amount', 'number'] },
      // 500/800 → 25, number 60, ROSSI 25, due that day 30.
      { id: 1, score: 140, reasons: ['number', 'counterparty', 'date'] },
      { id: 4, score: 130, reasons: ['amount', 'date'] },
      // 100/500 → 8, VAT 50, due that day 30.
      { id: 5, score: 88, reasons: ['vat', 'date'] },
    ]);
  });

  test('dates far apart add nothing; within 15 days the date is a reason', () => {
    const invoices = [
      invoice(1, { openAmount: '100', dueDate: '2025-03-25' }),
      invoice(2, { openAmount: '100', dueDate: '2025-03-26' }),
      invoice(4, { openAmount: '100', dueDate: '2025-05-09' }),
      invoice(3, { openAmount: '100', dueDate: null, date: '2024-12-10' }),
      invoice(5, { openAmount: '95', dueDate: '2025-03-09' }),
    ];
    expect(ranked(suggestMatches(movement('100'), invoices))).toEqual([
      { id: 1, score: 122.5, reasons: ['amount', 'date'] },
      { id: 2, score: 122, reasons: ['amount'] },
      { id: 3, score: 100, reasons: ['amount'] },
      { id: 4, score: 100, reasons: ['amount'] },
      { id: 5, score: 67.5, reasons: ['date'] },
    ]);
  });

  test('an accepted rule puts its counterparty first; paid invoices and the limit leave rows out', () => {
    const invoices = [
      invoice(1, { openAmount: '100' }),
      invoice(2, { openAmount: '10', dueDate: '2025-06-08', target: 'suppliers:9' }),
      invoice(3, { openAmount: '0.00' }),
      invoice(4, { openAmount: '100', dueDate: '2025-03-11' }),
    ];
    expect(ranked(suggestMatches(movement('100'), invoices, 2, new Set(['suppliers:9'])))).toEqual([
      { id: 2, score: 1004, reasons: ['rule'] },
      { id: 1, score: 130, reasons: ['amount', 'date'] },
    ]);
    expect(suggestMatches(movement('100'), invoices).map((suggestion) => suggestion.invoice.id)).toEqual([1, 4, 2]);
  });

  test('on generated statements the ranking is the rules applied to every invoice', () => {
    // The rules written plainly, every invoice scored in decimal arithmetic: the reference the index must equal.
    const byRules = (paid: SuggestionMovement, invoices: OpenInvoice[], limit: number, preferred: ReadonlySet<string>) => {
      const text = `${paid.description} ${paid.counterparty ?? ''}`.toUpperCase();
      const compact = text.replace(/[^A-Z0-9]/g, '');
      const moved = new Decimal(paid.openAmount);
      return invoices
        .filter((row) => new Decimal(row.openAmount).gt(0))
        .map((row) => {
          const open = new Decimal(row.openAmount);
          const number = row.number.toUpperCase().replace(/[^A-Z0-9]/g, '');
          const vat = (row.vatNumber ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '').replace(/^IT/, '');
          const words = (row.counterpartyName ?? '').toUpperCase().split(/[^A-Z0-9À-Ù]+/).filter((word) => word.length >= 4 && !['SRL', 'SPA', 'SNC', 'SAS', 'STUDIO', 'SOCIETA', 'GROUP'].includes(word));
          const days = Math.abs(Date.parse(paid.date) - Date.parse(row.dueDate ?? row.date)) / 86_400_000;
          const parts: [string, boolean, number][] = [
            ['rule', preferred.has(row.target ?? ''), 1000],
            ['amount', open.eq(moved), open.eq(moved) ? 100 : Math.round(40 * Decimal.min(open, moved).div(Decimal.max(open, moved)).toNumber())],
            ['number', number.length >= 2 && compact.includes(number), 60],
            ['vat', vat.length >= 8 && compact.includes(vat), 50],
            ['counterparty', words.some((word) => text.includes(word)), 25],
            ['date', days <= 15, Math.max(0, 30 - days / 2)],
          ];
          const score = parts.reduce((total, [reason, holds, points]) => total + (holds || reason === 'amount' || reason === 'date' ? points : 0), 0);
          return { id: row.id, score: Math.round(score * 10) / 10, reasons: parts.filter(([, holds]) => holds).map(([reason]) => reason) };
        })
        .sort((a, b) => b.score - a.score || a.id - b.id)
        .slice(0, limit);
    };
    let seed = 12345;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const names = ['Rossi Impianti Srl', 'Bianchi Costruzioni', 'Verdi Studio', 'Neri SPA', null];
    const day = (offset: number) => new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
    const invoices = Array.from({ length: 300 }, (_, index) =>
      invoice(index + 1, {
        number: `${['FT', 'BF', ''][next(3)]}-${next(400)}`,
        openAmount: new Decimal(next(5) === 0 ? 0 : 100 * next(60) + next(3) * 25).div(100).toFixed(2),
        dueDate: next(4) === 0 ? null : day(next(120)),
        date: day(next(120)),
        counterpartyName: names[next(5)],
        vatNumber: next(3) === 0 ? `IT0${next(10)}234567897` : null,
        target: `customers:${next(6)}`,
      }),
    );
    const rank = suggestionRanking(invoices);
    for (let run = 0; run < 150; run++) {
      const paid = movement(
        new Decimal(100 * next(60) + next(3) * 25).div(100).toFixed(2),
        `Bonifico ${['FT', 'BF', 'N'][next(3)]} ${next(400)} ${names[next(5)] ?? ''} ${next(2) === 0 ? `IT0${next(10)}234567897` : ''}`,
        day(next(120)),
      );
      const preferred = new Set(next(4) === 0 ? [`customers:${next(6)}`] : []);
      const limit = 1 + next(12);
      expect(ranked(rank(paid, limit, preferred))).toEqual(byRules(paid, invoices, limit, preferred));
    }
  }, 60_000);
});
