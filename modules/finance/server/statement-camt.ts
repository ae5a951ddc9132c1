import Decimal from 'decimal.js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseItalianDate } from '../domain/bank-statement';
import { IMPORT_LIMITS } from '../domain/import-limits';
import { StatementRefusal, type StatementLine } from './statement-line';
import { message, type Message } from '../../../server/i18n/message';
import { decodeXmlText, unsafeXmlReason } from './xml-safety';

// ISO 20022 camt.053 (BankToCustomerStatement): every European bank offers it. Entries (Ntry) carry the
// amount and currency, CRDT/DBIT, booking and value dates, the bank's reference and the remittance text.
// The document is checked first (no DTD, bounded nesting and texts: xml-safety.ts) and read in two steps: the
// statements with each entry kept as its raw text (a stop node), then one entry at a time, so the parsed tree
// of the whole file is never in memory at once.

const ARRAYS = new Set(['Stmt', 'Ntry', 'TxDtls', 'Ustrd']);
const OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  processEntities: false,
  isArray: (name: string) => ARRAYS.has(name),
};
const statementParser = new XMLParser({ ...OPTIONS, stopNodes: ['*.Ntry'] });
const entryParser = new XMLParser(OPTIONS);

type Node = Record<string, unknown>;
const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Node)[key] : undefined), node);
const text = (node: unknown): string | undefined => {
  if (typeof node === 'string') return decodeXmlText(node.trim());
  if (node && typeof node === 'object' && typeof (node as Node)['#text'] === 'string') return decodeXmlText(((node as Node)['#text'] as string).trim());
  return undefined;
};
const dateOf = (node: unknown) => {
  const value = text(child(node, 'Dt')) ?? text(child(node, 'DtTm'));
  return value ? parseItalianDate(value.slice(0, 10)) : undefined;
};

export const isCamt = (bytes: Buffer) => /^\s*(<\?xml|<!DOCTYPE|<Document)/i.test(bytes.subarray(0, 200).toString('utf8').replace(/^\uFEFF/, ''));

/** Every entry of every statement in the file; refused naming the element when the XML or an entry is wrong. */
/** An entry kept raw by the statement parser, parsed on its own. */
const parsedEntry = (raw: unknown): unknown => {
  const inner = typeof raw === 'string' ? raw : String((raw as Node | undefined)?.['#text'] ?? '');
  return (child(entryParser.parse(`<Ntry>${inner}</Ntry>`), 'Ntry') as unknown[] | undefined)?.[0];
};

export const parseCamt053 = (xml: string, accountIban: string): StatementLine[] => {
  const unsafe = unsafeXmlReason(xml, { maxDepth: IMPORT_LIMITS.xmlDepth, maxTextLength: IMPORT_LIMITS.statementTextLength });
  if (unsafe) throw new StatementRefusal(message('The XML was not read: {{reason}}', { reason: unsafe }));
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new StatementRefusal(message('Line {{line}}: the XML is malformed ({{reason}})', { line: valid.err.line, reason: valid.err.msg }), 'file', valid.err.line);
  const document = statementParser.parse(xml) as Node;
  const statements = child(document, 'Document', 'BkToCstmrStmt', 'Stmt');
  if (!Array.isArray(statements)) throw new StatementRefusal(message('Not a camt.053 statement: no Document/BkToCstmrStmt/Stmt element'));
  const count = statements.reduce<number>((sum, statement) => sum + ((child(statement, 'Ntry') as unknown[] | undefined)?.length ?? 0), 0);
  if (count > IMPORT_LIMITS.statementMovements)
    throw new StatementRefusal(message('The statement holds {{count}} entries, more than the {{limit}} one import accepts', { count: count.toLocaleString('en-US'), limit: IMPORT_LIMITS.statementMovements.toLocaleString('en-US') }));
  const lines: StatementLine[] = [];
  statements.forEach((statement, statementIndex) => {
    const iban = text(child(statement, 'Acct', 'Id', 'IBAN'));
    if (iban && iban.replace(/\s/g, '') !== accountIban)
      throw new StatementRefusal(message('Stmt {{statement}}: the statement is of the account {{iban}}, not of {{account}}', { statement: statementIndex + 1, iban, account: accountIban }), 'account_id');
    const entries = (child(statement, 'Ntry') as unknown[] | undefined) ?? [];
    entries.forEach((kept, entryIndex) => {
      const entry = parsedEntry(kept);
      const refuse = (reason: Message): never => {
        throw new StatementRefusal(message('Stmt {{statement}}, Ntry {{entry}}: {{reason}}', { statement: statementIndex + 1, entry: entryIndex + 1, reason }), 'file', entryIndex + 1);
      };
      const status = text(child(entry, 'Sts', 'Cd')) ?? text(child(entry, 'Sts'));
      // Pending and informational entries are not (yet) money on the account.
      if (status && status !== 'BOOK') return;
      const amountNode = child(entry, 'Amt');
      const raw = text(amountNode);
      if (!raw || !/^\d+(\.\d{1,2})?$/.test(raw)) refuse(message('<Amt> "{{value}}" is not an amount', { value: raw ?? '' }));
      const currency = (amountNode as Node)['@Ccy'];
      if (currency !== undefined && currency !== 'EUR') refuse(message('<Amt Ccy="{{currency}}">: only EUR accounts are imported', { currency: String(currency) }));
      const indicator = text(child(entry, 'CdtDbtInd'));
      if (indicator !== 'CRDT' && indicator !== 'DBIT') refuse(message('<CdtDbtInd> "{{value}}" is neither CRDT nor DBIT', { value: indicator ?? '' }));
      const date = dateOf(child(entry, 'BookgDt')) ?? dateOf(child(entry, 'ValDt'));
      if (!date) refuse(message('<BookgDt> holds no date'));
      const details = (child(entry, 'NtryDtls', 'TxDtls') as unknown[] | undefined)?.[0];
      const remittance = ((child(details, 'RmtInf', 'Ustrd') as unknown[] | undefined) ?? []).map(text).filter(Boolean).join(' ');
      const party = indicator === 'CRDT' ? 'Dbtr' : 'Cdtr';
      const counterparty = text(child(details, 'RltdPties', party, 'Nm')) ?? text(child(details, 'RltdPties', party, 'Pty', 'Nm'));
      const description = [remittance, text(child(entry, 'AddtlNtryInf'))].filter(Boolean).join(' - ') || counterparty;
      if (!description) refuse(message('no <Ustrd>, <AddtlNtryInf> or counterparty to describe it'));
      const amount = new Decimal(raw!);
      if (amount.isZero()) refuse(message('<Amt> is zero'));
      lines.push({
        line: entryIndex + 1,
        date: date!,
        valueDate: dateOf(child(entry, 'ValDt')),
        direction: indicator === 'CRDT' ? 'in' : 'out',
        amount,
        description: description!,
        reference: text(child(entry, 'AcctSvcrRef')) ?? text(child(details, 'Refs', 'EndToEndId')),
        counterparty,
      });
    });
  });
  if (lines.length === 0) throw new StatementRefusal(message('The statement holds no booked entries (Ntry)'));
  return lines;
};
