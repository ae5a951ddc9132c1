import Decimal from 'decimal.js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseItalianDate } from '../domain/bank-statement';
import { inMegabytes, type ImportLimits } from '../../../resources/import-limits';
import { StatementRefusal, type StatementLine } from './statement-line';
import { message, type Message } from '../../../server/i18n/message';
import { decodeXmlText, DTD_REFUSAL, hasDtd, unsafeXmlReason } from './xml-safety';

// ISO 20022 camt.053 (BankToCustomerStatement): every European bank offers it. Entries (Ntry) carry the
// amount and currency, CRDT/DBIT, booking and value dates, the bank's reference and the remittance text.
// Read from the upload's file as it streams: each entry (Ntry) cut out of the text, checked (no DTD, bounded
// nesting and texts: xml-safety.ts) and parsed on its own; the rest (the statements' outline) is parsed at the end,
// so neither the file nor its parsed tree is ever in memory whole.

const ARRAYS = new Set(['Stmt', 'Ntry', 'TxDtls', 'Ustrd']);
const OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  processEntities: false,
  isArray: (name: string) => ARRAYS.has(name),
};
const statementParser = new XMLParser(OPTIONS);
const entryParser = new XMLParser(OPTIONS);

type Node = Record<string, unknown>;
const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Node)[key] : undefined), node);
const textOf = (node: unknown): string | undefined => {
  if (typeof node === 'string') return decodeXmlText(node.trim());
  if (node && typeof node === 'object' && typeof (node as Node)['#text'] === 'string') return decodeXmlText(((node as Node)['#text'] as string).trim());
  return undefined;
};
const dateOf = (node: unknown) => {
  const value = textOf(child(node, 'Dt')) ?? textOf(child(node, 'DtTm'));
  return value ? parseItalianDate(value.slice(0, 10)) : undefined;
};

export const isCamt = (head: Buffer) => /^\s*(<\?xml|<!DOCTYPE|<Document)/i.test(head.subarray(0, 200).toString('utf8').replace(/^\uFEFF/, ''));

const ENTRY_OPEN = /<([A-Za-z_][\w.-]*:)?Ntry(?=[\s>/])/g;
const STATEMENT_OPEN = /<([A-Za-z_][\w.-]*:)?Stmt(?=[\s>/])/g;
/** The statements' own text (headers, accounts, balances: all but the entries) is small; more is refused. */
const OUTLINE_CHARS = 8 * 1024 * 1024;
/** Kept back from a chunk's end when no entry opens in it: a tag cut by the chunk's end is found in the next one. */
const TAIL_CHARS = 64;

const breaksIn = (text: string) => {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
};

const closingTags = new Map<string, RegExp>();
const closingTagOf = (prefix: string) => closingTags.get(prefix) ?? closingTags.set(prefix, new RegExp(`</${prefix}Ntry\\s*>`, 'g')).get(prefix)!;

/**
 * The file split as it is read: each entry's text (<Ntry>…</Ntry>) given on with its place, the rest kept as the
 * outline (statements, accounts, balances) with an empty <Ntry/> in each entry's place, parsed once the file ends.
 * An entry is never nested in another, so a plain search for its tags splits the file. Searches start where the
 * last one ended (regular expressions' lastIndex), so the text is scanned once.
 */
const splitEntries = async function* (chunks: AsyncIterable<string>, limits: ImportLimits, outline: string[]) {
  let pending = '';
  let position = 0;
  let statements = 0;
  let inStatement = 0;
  let outlineChars = 0;
  let keptTail = '';
  /** The line `position` is on (1-based), so that a refusal names it; the outline keeps the entries' line breaks. */
  let line = 1;
  const keep = (text: string) => {
    outline.push(text);
    outlineChars += text.length;
    if (outlineChars > OUTLINE_CHARS) throw new StatementRefusal(message('The statement holds more than 8 MB of text outside its entries (Ntry)'));
    // Statements are counted as their tags pass (a tag cut between two pieces is found with the last one's tail).
    const window = keptTail + text;
    // A DTD comes before the document's root, so before any entry: refused before an entry is read.
    if (hasDtd(window)) throw new StatementRefusal(message('The XML was not read: {{reason}}', { reason: DTD_REFUSAL }));
    STATEMENT_OPEN.lastIndex = 0;
    for (let match = STATEMENT_OPEN.exec(window); match; match = STATEMENT_OPEN.exec(window))
      if (match.index + match[0].length >= keptTail.length) {
        statements++;
        inStatement = 0;
      }
    keptTail = window.slice(-TAIL_CHARS);
  };
  for await (const chunk of chunks) {
    pending = pending.slice(position) + chunk;
    position = 0;
    for (;;) {
      ENTRY_OPEN.lastIndex = position;
      const open = ENTRY_OPEN.exec(pending);
      if (!open) {
        const cut = Math.max(position, pending.length - TAIL_CHARS);
        const kept = pending.slice(position, cut);
        keep(kept);
        line += breaksIn(kept);
        position = cut;
        break;
      }
      const tagEnd = pending.indexOf('>', open.index);
      const isEmpty = tagEnd > 0 && pending[tagEnd - 1] === '/';
      const closing = closingTagOf(open[1] ?? '');
      closing.lastIndex = open.index;
      const close = isEmpty ? undefined : closing.exec(pending);
      const end = isEmpty ? tagEnd + 1 : close ? close.index + close[0].length : -1;
      if (end < 0) {
        if (pending.length - open.index > limits.statementEntryBytes)
          throw new StatementRefusal(message('Line {{line}}: Stmt {{statement}}, Ntry {{entry}}: the entry is larger than {{size}} or not closed', { line, statement: statements, entry: inStatement + 1, size: inMegabytes(limits.statementEntryBytes) }));
        const kept = pending.slice(position, open.index);
        keep(kept);
        line += breaksIn(kept);
        position = open.index;
        break;
      }
      const before = pending.slice(position, open.index);
      const text = pending.slice(open.index, end);
      const breaks = breaksIn(text);
      keep(`${before}<Ntry/>${'\n'.repeat(breaks)}`);
      line += breaksIn(before);
      inStatement++;
      yield { text, where: `Stmt ${statements}, Ntry ${inStatement}`, index: inStatement, line };
      line += breaks;
      position = end;
    }
  }
  const rest = pending.slice(position);
  ENTRY_OPEN.lastIndex = 0;
  if (ENTRY_OPEN.test(rest)) throw new StatementRefusal(message('Line {{line}}: the XML is malformed ({{reason}})', { line, reason: message('Stmt {{statement}}, Ntry {{entry}} is not closed', { statement: statements, entry: inStatement + 1 }) }), 'file', line);
  keep(rest);
};

/** One entry as a movement; undefined for one that is not booked (pending, informational). */
const lineOfEntry = (text: string, where: string, index: number, firstLine: number, limits: ImportLimits): StatementLine | undefined => {
  const refuse = (reason: Message): never => {
    throw new StatementRefusal(message('{{where}}: {{reason}}', { where, reason }), 'file', index);
  };
  const unsafe = unsafeXmlReason(text, { maxDepth: limits.xmlDepth, maxTextLength: limits.statementTextLength });
  if (unsafe) throw new StatementRefusal(message('The XML was not read: {{reason}} ({{where}})', { reason: unsafe, where }), 'file', index);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const line = firstLine + valid.err.line - 1;
    throw new StatementRefusal(message('Line {{line}}: the XML is malformed ({{reason}})', { line, reason: `${where}: ${valid.err.msg}` }), 'file', line);
  }
  const entry = (child(entryParser.parse(text), 'Ntry') as unknown[] | undefined)?.[0];
  const status = textOf(child(entry, 'Sts', 'Cd')) ?? textOf(child(entry, 'Sts'));
  // Pending and informational entries are not (yet) money on the account.
  if (status && status !== 'BOOK') return undefined;
  const amountNode = child(entry, 'Amt');
  const raw = textOf(amountNode);
  if (!raw || !/^\d+(\.\d{1,2})?$/.test(raw)) refuse(message('<Amt> "{{value}}" is not an amount', { value: raw ?? '' }));
  const currency = (amountNode as Node)['@Ccy'];
  if (currency !== undefined && currency !== 'EUR') refuse(message('<Amt Ccy="{{currency}}">: only EUR accounts are imported', { currency: String(currency) }));
  const indicator = textOf(child(entry, 'CdtDbtInd'));
  if (indicator !== 'CRDT' && indicator !== 'DBIT') refuse(message('<CdtDbtInd> "{{value}}" is neither CRDT nor DBIT', { value: indicator ?? '' }));
  const date = dateOf(child(entry, 'BookgDt')) ?? dateOf(child(entry, 'ValDt'));
  if (!date) refuse(message('<BookgDt> holds no date'));
  const details = (child(entry, 'NtryDtls', 'TxDtls') as unknown[] | undefined)?.[0];
  const remittance = ((child(details, 'RmtInf', 'Ustrd') as unknown[] | undefined) ?? []).map(textOf).filter(Boolean).join(' ');
  const party = indicator === 'CRDT' ? 'Dbtr' : 'Cdtr';
  const counterparty = textOf(child(details, 'RltdPties', party, 'Nm')) ?? textOf(child(details, 'RltdPties', party, 'Pty', 'Nm'));
  const description = [remittance, textOf(child(entry, 'AddtlNtryInf'))].filter(Boolean).join(' - ') || counterparty;
  if (!description) refuse(message('no <Ustrd>, <AddtlNtryInf> or counterparty to describe it'));
  const amount = new Decimal(raw!);
  if (amount.isZero()) refuse(message('<Amt> is zero'));
  return {
    line: index,
    date: date!,
    valueDate: dateOf(child(entry, 'ValDt')),
    direction: indicator === 'CRDT' ? 'in' : 'out',
    amount,
    description: description!,
    reference: textOf(child(entry, 'AcctSvcrRef')) ?? textOf(child(details, 'Refs', 'EndToEndId')),
    counterparty,
  };
};

/** The outline (all but the entries), checked once the file has been read: its statements and their accounts. */
const checkOutline = (outline: string, accountIban: string, limits: ImportLimits) => {
  const unsafe = unsafeXmlReason(outline, { maxDepth: limits.xmlDepth, maxTextLength: limits.statementTextLength });
  if (unsafe) throw new StatementRefusal(message('The XML was not read: {{reason}}', { reason: unsafe }));
  const valid = XMLValidator.validate(outline);
  if (valid !== true) throw new StatementRefusal(message('Line {{line}}: the XML is malformed ({{reason}})', { line: valid.err.line, reason: valid.err.msg }), 'file', valid.err.line);
  const statements = child(statementParser.parse(outline), 'Document', 'BkToCstmrStmt', 'Stmt');
  if (!Array.isArray(statements)) throw new StatementRefusal(message('Not a camt.053 statement: no Document/BkToCstmrStmt/Stmt element'));
  statements.forEach((statement, statementIndex) => {
    const iban = textOf(child(statement, 'Acct', 'Id', 'IBAN'));
    if (iban && iban.replace(/\s/g, '') !== accountIban)
      throw new StatementRefusal(message('Stmt {{statement}}: the statement is of the account {{iban}}, not of {{account}}', { statement: statementIndex + 1, iban, account: accountIban }), 'account_id');
  });
};

/**
 * Every booked entry of every statement in the file, one at a time; refused naming the element when the XML or an
 * entry is wrong, or when a statement is of another account (known once the file has been read: the import reads
 * it whole once before it writes anything).
 */
export const camtStatementLines = async function* (chunks: AsyncIterable<string>, accountIban: string, limits: ImportLimits): AsyncGenerator<StatementLine> {
  const outline: string[] = [];
  for await (const { text, where, index, line: firstLine } of splitEntries(chunks, limits, outline)) {
    const line = lineOfEntry(text, where, index, firstLine, limits);
    if (line) yield line;
  }
  checkOutline(outline.join(''), accountIban, limits);
};
