import { stateLabel } from '@contract/billing';
import { formatKolkataDate } from './financialYear';
import { renderTaxDocument } from './pdf/taxDocumentPdf';
import type { InvoiceData } from './taxDocument';

/**
 * A GST tax invoice as a PDF: the supplier, the invoice number and date, the buyer with billing
 * state and place of supply (and GSTIN when given), each line with SAC, taxable value after the
 * discount and every tax head's rate and amount, totals in figures and in words, the
 * reverse-charge statement and the authorised signatory.
 */
export function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  return renderTaxDocument({
    title: 'TAX INVOICE',
    number: invoice.number,
    copyNote: 'Original for recipient',
    facts: [
      ['Invoice number', invoice.number],
      ['Invoice date', formatKolkataDate(invoice.issuedAt)],
      ['Place of supply', stateLabel(invoice.buyer.stateCode)],
      ['Order number', invoice.orderNumber],
      ['Payment reference', invoice.paymentReference],
    ],
    totalLabel: 'Invoice total',
    footerNote: 'This is a computer-generated tax invoice.',
    pdfTitle: `Tax invoice ${invoice.number}`,
    issuedAt: invoice.issuedAt,
    seller: invoice.seller,
    buyer: invoice.buyer,
    tax: invoice.tax,
  });
}
