import Decimal from 'decimal.js';
import { XMLBuilder } from 'fast-xml-parser';

// A SEPA credit transfer order as Italian banks take it: CBI's CBIPaymentRequest 00.04.01
// (../shared/standards/cbi/CBIPaymentRequest.00.04.01.xsd). One payment information block, the firm's account as
// debtor, one transaction per beneficiary carrying the end-to-end id the bank statement gives back.
// Pure, so tests build it without a server.

export type CreditTransfer = { endToEndId: string; beneficiary: string; iban: string; amount: Decimal.Value; remittance: string; purpose?: 'SALA' | 'SUPP' };
export type PaymentRequest = {
  messageId: string;
  createdAt: Date;
  executionDate: string;
  debtor: { name: string; iban: string; cuc: string };
  transfers: readonly CreditTransfer[];
};

const NAMESPACE = 'urn:CBI:xsd:CBIPaymentRequest.00.04.01';

/** SEPA's character set (Latin letters, digits, a few signs): anything else is replaced, as banks would refuse it. */
const sepaText = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/?:().,'+\- ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max) || '-';

/** The sum of the transfers, exact to the cent. */
export const controlSumOf = (transfers: readonly Pick<CreditTransfer, 'amount'>[]) =>
  transfers.reduce((sum, transfer) => sum.plus(new Decimal(transfer.amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)), new Decimal(0));

/** The Italian bank's ABI code, the debtor agent CBI asks for (characters 6–10 of an Italian IBAN). */
export const abiOf = (iban: string) => iban.slice(5, 10);

/** The request's XML text. */
export const cbiPaymentRequestXml = (request: PaymentRequest): string => {
  const amount = (value: Decimal.Value) => new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    CBIPaymentRequest: {
      '@_xmlns': NAMESPACE,
      GrpHdr: {
        MsgId: request.messageId,
        CreDtTm: request.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        NbOfTxs: String(request.transfers.length),
        CtrlSum: controlSumOf(request.transfers).toFixed(2),
        InitgPty: { Nm: sepaText(request.debtor.name, 70), Id: { OrgId: { Othr: { Id: request.debtor.cuc, Issr: 'CBI' } } } },
      },
      PmtInf: {
        PmtInfId: request.messageId,
        PmtMtd: 'TRF',
        // Each transfer booked on its own, so the statement shows each with its end-to-end id.
        BtchBookg: 'false',
        PmtTpInf: { InstrPrty: 'NORM', SvcLvl: { Cd: 'SEPA' } },
        ReqdExctnDt: { Dt: request.executionDate },
        Dbtr: { Nm: sepaText(request.debtor.name, 70), Id: { OrgId: { Othr: { Id: request.debtor.cuc, Issr: 'CBI' } } } },
        DbtrAcct: { Id: { IBAN: request.debtor.iban } },
        DbtrAgt: { FinInstnId: { ClrSysMmbId: { MmbId: abiOf(request.debtor.iban) } } },
        ChrgBr: 'SLEV',
        CdtTrfTxInf: request.transfers.map((transfer, index) => ({
          PmtId: { InstrId: String(index + 1), EndToEndId: transfer.endToEndId },
          PmtTpInf: { CtgyPurp: { Cd: transfer.purpose ?? 'SUPP' } },
          Amt: { InstdAmt: { '@_Ccy': 'EUR', '#text': amount(transfer.amount) } },
          Cdtr: { Nm: sepaText(transfer.beneficiary, 70) },
          CdtrAcct: { Id: { IBAN: transfer.iban } },
          RmtInf: { Ustrd: sepaText(transfer.remittance, 140) },
        })),
      },
    },
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', textNodeName: '#text', format: true, suppressEmptyNode: true });
  return builder.build(document) as string;
};
