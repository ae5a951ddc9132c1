// The pattern of a bank movement the reconciliation learns rules by: the first three significant words of its
// counterparty, or of its description when it names none. Numbers, dates, months and bank wording (BONIFICO,
// SDD, FATTURA…) are left out, so "SDD ENEL ENERGIA FATT 123 GENNAIO" and "SDD ENEL ENERGIA FATT 456
// FEBBRAIO" share the pattern "ENEL ENERGIA". Pure, so the benchmark can time it.

const BANK_WORDS = new Set(
  (
    'BONIFICO BONIF SEPA SCT SDD RID ADDEBITO ADDEB ACCREDITO DISPOSIZIONE DISP FAVORE PAGAMENTO PAGAM INCASSO ORDINANTE BENEFICIARIO ' +
    'DEL DELLA DELLO DEGLI PER DAL DALLA CON FATTURA FATTURE FATT RIF CRO TRN DATA VALUTA DIRECT DEBIT CREDIT TRANSFER COMM ' +
    'COMMISSIONI INVOICE PAYMENT SALDO ACCONTO NUM NOSTRO VOSTRO MANDATO ESECUZIONE OPERAZIONE CAUSALE ' +
    'GENNAIO FEBBRAIO MARZO APRILE MAGGIO GIUGNO LUGLIO AGOSTO SETTEMBRE OTTOBRE NOVEMBRE DICEMBRE ' +
    'GEN FEB MAR APR MAG GIU LUG AGO SET OTT NOV DIC JAN MAY JUN JUL AUG SEP OCT DEC ' +
    'JANUARY FEBRUARY MARCH APRIL JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER SRL SPA SNC SAS'
  ).split(' '),
);

const significantWords = (text: string) =>
  text
    .toUpperCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Z]+/)
    .filter((word) => word.length >= 3 && !BANK_WORDS.has(word));

/** The movement's pattern, or undefined when nothing significant is left to learn from. */
export const movementPatternOf = (movement: { counterparty?: string | null; description?: string | null }): string | undefined => {
  const fromCounterparty = significantWords(movement.counterparty ?? '').slice(0, 3);
  const words = fromCounterparty.length > 0 ? fromCounterparty : significantWords(movement.description ?? '').slice(0, 3);
  return words.length > 0 ? words.join(' ').slice(0, 120) : undefined;
};
