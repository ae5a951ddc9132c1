import Decimal from 'decimal.js';
import { XMLBuilder } from 'fast-xml-parser';
import { invoiceLineTotalOf, vatSummaryOf, type InvoiceLineFigures } from './invoice-vat';

// An outgoing invoice as the exchange system (SdI) takes it: FatturaPA 1.2.2, FPR12 for firms and FPA12 for
// public administration (../shared/standards/fatturapa/). Pure, so tests build it without a server. The lines'
// totals and the VAT summary (DatiRiepilogo) come from the one shared function (invoice-vat.ts), so the file, the
// invoice's figures and the PDF copy agree to the cent.

export type FatturaParty = {
  name: string;
  /** A VAT number: 11 digits (Italian), or with its country's two letters in front. */
  vatNumber?: string | null;
  taxCode?: string | null;
  street: string;
  postalCode: string;
  city: string;
  province?: string | null;
  country?: string | null;
};
export type FatturaLine = InvoiceLineFigures & { description: string };
export type OutgoingInvoice = {
  /** Unique per file the firm sends: ProgressivoInvio and the file name's tail (up to 5 letters and digits). */
  sendingId: string;
  documentType: 'TD01' | 'TD04';
  number: string;
  date: string;
  description?: string | null;
  seller: FatturaParty & { vatNumber: string; iban?: string | null };
  /** Its SdI code: 6 characters for a public office (FPA12), 7 for a firm (FPR12); none: by PEC or 0000000. */
  buyer: FatturaParty & { sdiCode?: string | null; pec?: string | null };
  lines: readonly FatturaLine[];
  isSplitPayment: boolean;
  stampDuty: Decimal.Value;
  dueDate?: string | null;
  /** The contract it bills (DatiContratto), with a public body's CIG and CUP when given. */
  contract?: { number: string; cig?: string | null; cup?: string | null } | null;
  /** The invoice a credit note corrects (DatiFattureCollegate). */
  corrects?: { number: string; date: string } | null;
};

const NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
/** Exempt amounts above this carry the €2 stamp duty (bollo, DPR 642/1972). */
export const STAMP_DUTY_THRESHOLD = new Decimal('77.47');
export const STAMP_DUTY = new Decimal('2.00');

/** Whether a public office receives it: their codice univoco ufficio has 6 characters, a firm's SdI code 7. */
export const isPublicAdministration = (sdiCode: unknown) => typeof sdiCode === 'string' && /^[A-Z0-9]{6}$/.test(sdiCode.trim().toUpperCase());

/**
 * The stamp duty an invoice's lines owe: €2 when its lines without VAT add up to more than €77.47. Exports and
 * intra-EU supplies (N3.1–N3.4) and reverse charge (N6.x) are outside it, as the law has it.
 */
export const stampDutyOf = (lines: readonly FatturaLine[]) => {
  const exempt = lines
    .filter((line) => new Decimal(String(line.vatRate ?? 0)).isZero() && line.nature && !/^N3\.[1-4]$|^N6/.test(line.nature))
    .reduce((sum, line) => sum.plus(invoiceLineTotalOf(line)), new Decimal(0));
  return exempt.gt(STAMP_DUTY_THRESHOLD) ? STAMP_DUTY : new Decimal(0);
};

/** The amount the customer pays: the total, less the VAT a public body pays the State itself (split payment). */
export const amountDueOf = (total: Decimal.Value, vat: Decimal.Value, isSplitPayment: boolean) =>
  new Decimal(total).minus(isSplitPayment ? vat : 0).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** FatturaPA's free texts take Latin-1 only: other letters lose their accents, other signs become spaces. */
export const latinText = (value: unknown, max: number) => {
  const text = String(value ?? '')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u20AC]/g, 'EUR')
    .replace(/[^\u0020-\u00FF]/g, (char) => char.normalize('NFD').replace(/[^\u0020-\u007E]/g, '') || ' ')
    .replace(/[\u007F-\u009F]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.slice(0, max) || '-';
};

const amount2 = (value: Decimal.Value) => new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);
/** At least 2 decimals, at most 8, as the line's quantity and prices are written. */
const amount8 = (value: Decimal.Value) => {
  const number = new Decimal(value).toDecimalPlaces(8, Decimal.ROUND_HALF_UP);
  return number.toFixed(Math.max(2, number.decimalPlaces()));
};
const rate = (value: unknown) => new Decimal(String(value ?? 0)).toFixed(2);

/** The law each Natura code's line is exempt under, as the summary names it (RiferimentoNormativo). */
const NATURE_REFERENCE: Readonly<Record<string, string>> = {
  N1: 'Escluse ex art. 15 DPR 633/72',
  'N2.1': 'Non soggette, artt. da 7 a 7-septies DPR 633/72',
  'N2.2': 'Non soggette, altri casi',
  'N3.1': 'Non imponibili, esportazioni',
  'N3.2': 'Non imponibili, cessioni intracomunitarie',
  'N3.3': 'Non imponibili, cessioni verso San Marino',
  'N3.4': 'Non imponibili, operazioni assimilate alle esportazioni',
  'N3.5': "Non imponibili, a seguito di dichiarazioni d'intento",
  'N3.6': 'Non imponibili, altre operazioni',
  N4: 'Esenti art. 10 DPR 633/72',
  N5: 'Regime del margine',
  N7: 'IVA assolta in altro stato UE',
};
const natureReference = (nature: string) => NATURE_REFERENCE[nature] ?? (nature.startsWith('N6') ? 'Inversione contabile art. 17 DPR 633/72' : 'Operazione senza IVA');

/** IdPaese and IdCodice of a VAT number (Italian when it carries no country letters). */
const fiscalId = (vatNumber: string) => {
  const compact = vatNumber.replace(/\s/g, '').toUpperCase();
  const country = /^[A-Z]{2}/.test(compact) ? compact.slice(0, 2) : 'IT';
  return { IdPaese: country, IdCodice: /^[A-Z]{2}/.test(compact) ? compact.slice(2) : compact };
};

const address = (party: FatturaParty) => ({
  Indirizzo: latinText(party.street, 60),
  CAP: party.postalCode,
  Comune: latinText(party.city, 60),
  Provincia: party.province ? party.province.toUpperCase() : undefined,
  Nazione: (party.country || 'IT').toUpperCase(),
});

/** The file name the exchange system wants: the sender's country and VAT number, '_', the sending's id. */
export const fatturaFileName = (sellerVatNumber: string, sendingId: string) => {
  const { IdPaese, IdCodice } = fiscalId(sellerVatNumber);
  return `${IdPaese}${IdCodice}_${sendingId}.xml`;
};

/** The sending id of an invoice: its record's id in base 36, five characters (SdI's file name takes five). */
export const sendingIdOf = (invoiceId: number) => invoiceId.toString(36).toUpperCase().padStart(5, '0');

/** The file's XML text, its name and the figures it carries. */
export const fatturaPaXml = (invoice: OutgoingInvoice) => {
  const isPublic = isPublicAdministration(invoice.buyer.sdiCode);
  const format = isPublic ? 'FPA12' : 'FPR12';
  const figures = vatSummaryOf(invoice.lines);
  const stampDuty = new Decimal(invoice.stampDuty);
  const seller = fiscalId(invoice.seller.vatNumber);
  const buyerVat = invoice.buyer.vatNumber?.trim() ? fiscalId(invoice.buyer.vatNumber) : undefined;
  const sdiCode = invoice.buyer.sdiCode?.trim().toUpperCase() || '0000000';
  const dueAmount = amountDueOf(figures.total, figures.vat, invoice.isSplitPayment);
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'p:FatturaElettronica': {
      '@_versione': format,
      '@_xmlns:p': NAMESPACE,
      '@_xmlns:ds': 'http://www.w3.org/2000/09/xmldsig#',
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      FatturaElettronicaHeader: {
        DatiTrasmissione: {
          IdTrasmittente: seller,
          ProgressivoInvio: invoice.sendingId,
          FormatoTrasmissione: format,
          CodiceDestinatario: sdiCode,
          PECDestinatario: sdiCode === '0000000' && invoice.buyer.pec ? invoice.buyer.pec : undefined,
        },
        CedentePrestatore: {
          DatiAnagrafici: {
            IdFiscaleIVA: seller,
            CodiceFiscale: invoice.seller.taxCode || undefined,
            Anagrafica: { Denominazione: latinText(invoice.seller.name, 80) },
            // Ordinary VAT regime: the portal's firms keep ordinary books.
            RegimeFiscale: 'RF01',
          },
          Sede: address(invoice.seller),
        },
        CessionarioCommittente: {
          DatiAnagrafici: {
            IdFiscaleIVA: buyerVat,
            CodiceFiscale: invoice.buyer.taxCode || undefined,
            Anagrafica: { Denominazione: latinText(invoice.buyer.name, 80) },
          },
          Sede: address(invoice.buyer),
        },
      },
      FatturaElettronicaBody: {
        DatiGenerali: {
          DatiGeneraliDocumento: {
            TipoDocumento: invoice.documentType,
            Divisa: 'EUR',
            Data: invoice.date,
            Numero: invoice.number,
            DatiBollo: stampDuty.gt(0) ? { BolloVirtuale: 'SI', ImportoBollo: amount2(stampDuty) } : undefined,
            ImportoTotaleDocumento: amount2(figures.total),
            Causale: invoice.description ? latinText(invoice.description, 200) : undefined,
          },
          DatiContratto: invoice.contract
            ? {
                IdDocumento: latinText(invoice.contract.number, 20),
                CodiceCUP: invoice.contract.cup || undefined,
                CodiceCIG: invoice.contract.cig || undefined,
              }
            : undefined,
          DatiFattureCollegate: invoice.corrects ? { IdDocumento: invoice.corrects.number, Data: invoice.corrects.date } : undefined,
        },
        DatiBeniServizi: {
          DettaglioLinee: invoice.lines.map((line, index) => {
            const isExempt = new Decimal(String(line.vatRate ?? 0)).isZero();
            return {
              NumeroLinea: String(index + 1),
              Descrizione: latinText(line.description, 1000),
              Quantita: amount8(String(line.quantity ?? 1)),
              PrezzoUnitario: amount8(String(line.unitPrice)),
              PrezzoTotale: amount8(invoiceLineTotalOf(line)),
              AliquotaIVA: rate(line.vatRate),
              Natura: isExempt ? line.nature : undefined,
            };
          }),
          DatiRiepilogo: figures.summary.map((row) => ({
            AliquotaIVA: rate(row.rate),
            Natura: row.nature ?? undefined,
            ImponibileImporto: amount2(row.taxable),
            Imposta: amount2(row.vat),
            // Split payment only where there is VAT to split; immediate otherwise.
            EsigibilitaIVA: invoice.isSplitPayment && row.vat > 0 ? 'S' : 'I',
            RiferimentoNormativo: row.nature ? natureReference(row.nature) : undefined,
          })),
        },
        DatiPagamento: {
          // Paid in one instalment, by bank transfer to the firm's account.
          CondizioniPagamento: 'TP02',
          DettaglioPagamento: {
            ModalitaPagamento: 'MP05',
            DataScadenzaPagamento: invoice.dueDate || undefined,
            ImportoPagamento: amount2(dueAmount),
            IBAN: invoice.seller.iban ? invoice.seller.iban.replace(/\s/g, '').toUpperCase() : undefined,
          },
        },
      },
    },
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true });
  return {
    xml: builder.build(document) as string,
    fileName: fatturaFileName(invoice.seller.vatNumber, invoice.sendingId),
    format,
    figures,
    stampDuty,
    amountDue: dueAmount,
  } as const;
};
