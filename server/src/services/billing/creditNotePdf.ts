import { stateLabel } from '@contract/billing';
import { formatKolkataDate } from './financialYear';
import { renderTaxDocument } from './pdf/taxDocumentPdf';
import type { CreditNoteData } from './taxDocument';

/**
 * A GST credit note as a PDF: laid out like the invoice, it names the invoice it reverses (number
 * and date) and repeats the tax breakup of the lines being credited.
 */
export function renderCreditNotePdf(note: CreditNoteData): Promise<Buffer> {
  const facts: [string, string][] = [
    ['Credit note number', note.number],
    ['Credit note date', formatKolkataDate(note.issuedAt)],
    ['Against invoice', note.invoiceNumber],
    ['Invoice date', formatKolkataDate(note.invoiceIssuedAt)],
    ['Place of supply', stateLabel(note.buyer.stateCode)],
    ['Order number', note.orderNumber],
  ];
  if (note.refundReference) facts.push(['Refund reference', note.refundReference]);
  facts.push(['Reason', note.reason]);
  return renderTaxDocument({
    title: 'CREDIT NOTE',
    number: note.number,
    copyNote: 'Original for recipient',
    facts,
    totalLabel: 'Total credit',
    footerNote: 'This is a computer-generated credit note.',
    pdfTitle: `Credit note ${note.number}`,
    issuedAt: note.issuedAt,
    seller: note.seller,
    buyer: note.buyer,
    tax: note.tax,
  });
}
