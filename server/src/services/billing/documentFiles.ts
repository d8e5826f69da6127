import type { Queryable } from '../../db';
import { findOrder } from '../../repositories/orders';
import {
  findCreditNote,
  findInvoice,
  type CreditNoteRow,
  type InvoiceRow,
} from '../../repositories/taxDocuments';
import { readStored, type MediaStorage } from '../media/storage';
import type { BillingDetails } from '@contract/billing';
import { renderCreditNotePdf } from './creditNotePdf';
import { renderInvoicePdf } from './invoicePdf';
import type { SellerDetails } from './seller';
import type { TaxedLines } from './taxDocument';

export type DocumentKind = 'invoice' | 'credit-note';

export interface DocumentFileApp {
  db: Queryable;
  media: MediaStorage;
}

/** Where a document's PDF is kept in the media storage. */
export const documentKey = (kind: DocumentKind, id: string): string =>
  `${kind === 'invoice' ? 'invoices' : 'credit-notes'}/${id.toLowerCase()}.pdf`;

/** "Invoice-VA-26-27-000123.pdf", "Credit-note-VACN-26-27-00001.pdf". */
export const documentFileName = (kind: DocumentKind, number: string): string =>
  `${kind === 'invoice' ? 'Invoice' : 'Credit-note'}-${number.replace(/\//g, '-')}.pdf`;

const taxOf = (row: InvoiceRow | CreditNoteRow): TaxedLines => ({
  supplyType: row.supply_type,
  lines: row.lines,
});

async function orderNumberOf(db: Queryable, orderId: string): Promise<string> {
  return (await findOrder(db, orderId))?.order_number ?? '';
}

/** Draws an invoice from its stored row (the same row always gives the same PDF). */
export async function drawInvoice(db: Queryable, row: InvoiceRow): Promise<Buffer> {
  return renderInvoicePdf({
    number: row.number,
    issuedAt: row.issued_at,
    orderNumber: await orderNumberOf(db, row.order_id),
    paymentReference: row.payment_reference,
    seller: row.seller as SellerDetails,
    buyer: row.buyer as BillingDetails,
    tax: taxOf(row),
  });
}

async function drawCreditNote(db: Queryable, row: CreditNoteRow): Promise<Buffer> {
  const invoice = (await findInvoice(db, row.invoice_id))!;
  const refund = await db.query<{ reason: string; provider_refund_id: string | null }>(
    'SELECT reason, provider_refund_id FROM refunds WHERE id = $1',
    [row.refund_id],
  );
  return renderCreditNotePdf({
    number: row.number,
    issuedAt: row.issued_at,
    invoiceNumber: invoice.number,
    invoiceIssuedAt: invoice.issued_at,
    orderNumber: await orderNumberOf(db, invoice.order_id),
    refundReference: refund.rows[0]?.provider_refund_id ?? undefined,
    reason: refund.rows[0]?.reason ?? '',
    seller: row.seller as SellerDetails,
    buyer: row.buyer as BillingDetails,
    tax: taxOf(row),
  });
}

export interface DocumentFile {
  number: string;
  fileName: string;
  pdf: Buffer;
}

/** Draws in progress in this process, so a download and a mail at once draw a document once. */
const drawing = new Map<string, Promise<Buffer>>();

async function storedOrDrawn(
  app: DocumentFileApp,
  key: string,
  draw: () => Promise<Buffer>,
): Promise<Buffer> {
  const stored = await readStored(app.media, key);
  if (stored) return stored;
  let pending = drawing.get(key);
  if (!pending) {
    pending = draw()
      .then(async (pdf) => {
        await app.media.put(key, pdf, 'application/pdf');
        return pdf;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}

/**
 * The document's PDF: the stored one, or (the first time, or after a crash between the commit and
 * storing it) drawn from its row and stored. Never drawn again once stored. Undefined when there is
 * no such document.
 */
export async function documentPdf(
  app: DocumentFileApp,
  kind: DocumentKind,
  id: string,
): Promise<DocumentFile | undefined> {
  const row = kind === 'invoice' ? await findInvoice(app.db, id) : await findCreditNote(app.db, id);
  if (!row) return undefined;
  const pdf = await storedOrDrawn(app, documentKey(kind, row.id), () =>
    kind === 'invoice'
      ? drawInvoice(app.db, row as InvoiceRow)
      : drawCreditNote(app.db, row as CreditNoteRow),
  );
  return { number: row.number, fileName: documentFileName(kind, row.number), pdf };
}
