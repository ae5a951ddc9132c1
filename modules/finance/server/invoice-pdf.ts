import Decimal from 'decimal.js';
import { LANGUAGE_TAGS, type CatalogueLanguage } from '../../../i18n/catalogues';
import type { ServerConfig } from '../../../server/config';
import { DocumentWriter, GREY } from '../../../server/documents/document-layout';
import { message, render, type Message } from '../../../server/i18n/message';
import { amountDueOf, type OutgoingInvoice } from '../domain/fattura-pa-out';
import { invoiceLineTotalOf, vatSummaryOf } from '../domain/invoice-vat';

// The courtesy copy of an issued invoice (copia di cortesia): the same document as its FatturaPA, in the portal's
// one layout (server/documents/document-layout.ts: DejaVu font, the firm's head and logo), in the firm's language.
// The legal invoice is the XML the exchange system delivers; the PDF says so.

const dateText = (value: string | null | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10).split('-').reverse().join('/') : '');

export const invoicePdf = async ({ company, logo, invoice, language }: { company: ServerConfig['company']; logo?: Uint8Array; invoice: OutgoingInvoice; language: CatalogueLanguage }) => {
  const say = (text: Message) => render(text, language);
  const euro = new Intl.NumberFormat(LANGUAGE_TAGS[language], { style: 'currency', currency: 'EUR', useGrouping: 'always' });
  const plain = new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 4, useGrouping: 'always' });
  const money = (value: Decimal.Value) => euro.format(new Decimal(value).toNumber());
  const title = say(invoice.documentType === 'TD04' ? message('Credit note {{number}}', { number: invoice.number }) : message('Invoice {{number}}', { number: invoice.number }));
  const writer = await DocumentWriter.open({ title, author: company.name, subject: invoice.description ?? undefined, language: LANGUAGE_TAGS[language] });
  await writer.head({
    firm: { ...company, logo },
    title,
    vatLine: say(message('VAT number {{number}}', { number: company.vatNumber })),
    details: [
      say(message('Date {{date}}', { date: dateText(invoice.date) })),
      ...(invoice.corrects ? [say(message('Corrects invoice {{number}} of {{date}}', { number: invoice.corrects.number, date: dateText(invoice.corrects.date) }))] : []),
    ],
  });
  writer.line(say(message('Customer')), { isBold: true, color: GREY });
  writer.line(invoice.buyer.name, { size: 11, isBold: true });
  writer.line(`${invoice.buyer.street}, ${invoice.buyer.postalCode} ${invoice.buyer.city}${invoice.buyer.province ? ` (${invoice.buyer.province})` : ''}`);
  if (invoice.buyer.vatNumber) writer.line(say(message('VAT number {{number}}', { number: invoice.buyer.vatNumber })));
  if (invoice.buyer.taxCode) writer.line(say(message('Tax code {{code}}', { code: invoice.buyer.taxCode })));
  if (invoice.contract?.cig) writer.line(`CIG ${invoice.contract.cig}`);
  if (invoice.contract?.cup) writer.line(`CUP ${invoice.contract.cup}`);
  writer.y -= 10;
  if (invoice.description) writer.paragraph(invoice.description);
  writer.y -= 4;
  writer.table(
    [
      { title: say(message('Description')), width: 255, align: 'left', isWrapped: true },
      { title: say(message('Qty')), width: 45, align: 'right' },
      { title: say(message('Unit price')), width: 70, align: 'right' },
      { title: say(message('VAT %')), width: 45, align: 'right' },
      { title: say(message('Amount')), width: 84, align: 'right' },
    ],
    invoice.lines.map((line) => [
      line.description,
      plain.format(Number(line.quantity ?? 1)),
      money(String(line.unitPrice)),
      new Decimal(String(line.vatRate ?? 0)).isZero() ? String(line.nature ?? '0') : plain.format(Number(line.vatRate)),
      money(invoiceLineTotalOf(line)),
    ]),
  );
  const figures = vatSummaryOf(invoice.lines);
  writer.y -= 6;
  writer.ensure(80);
  writer.line(say(message('VAT summary')), { isBold: true });
  for (const row of figures.summary)
    writer.figure(
      row.nature ? say(message('Without VAT ({{nature}}) on {{taxable}}', { nature: row.nature, taxable: money(row.taxable) })) : say(message('VAT {{rate}}% on {{taxable}}', { rate: plain.format(row.rate), taxable: money(row.taxable) })),
      money(row.vat),
    );
  writer.y -= 6;
  writer.figure(say(message('Taxable')), money(figures.taxable));
  writer.figure(say(message('VAT')), money(figures.vat));
  writer.figure(say(message('Total')), money(figures.total), true);
  if (invoice.isSplitPayment) writer.figure(say(message('VAT paid by the customer to the State (split payment)')), money(new Decimal(figures.vat).negated()));
  if (new Decimal(invoice.stampDuty).gt(0)) writer.line(say(message('Stamp duty of {{amount}} paid virtually', { amount: money(invoice.stampDuty) })));
  writer.y -= 8;
  writer.line(say(message('Payment')), { isBold: true });
  writer.line(
    say(
      message('{{amount}} by bank transfer to {{iban}} by {{date}}', {
        amount: money(amountDueOf(figures.total, figures.vat, invoice.isSplitPayment)),
        iban: invoice.seller.iban ?? '',
        date: dateText(invoice.dueDate),
      }),
    ),
  );
  writer.y -= 8;
  writer.paragraph(say(message('Courtesy copy: the invoice is the electronic document delivered by the exchange system (SdI).')), { color: GREY });
  return writer.save();
};
