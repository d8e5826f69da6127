import {
  CREDIT_NOTE_NOT_ISSUED,
  DOCUMENT_LINK_INVALID,
  DOCUMENT_NOT_FOUND,
  INVOICE_NOT_ISSUED,
  REFUND_NOT_FOUND,
} from '@contract/messages/refunds';
import type { DocumentLinkResponse } from '@contract/types';
import type { Queryable } from '../../db';
import { conflict, forbidden, notFound } from '../../lib/httpError';
import { findRefund } from '../../repositories/refunds';
import { findCreditNoteOfRefund, findInvoiceOfOrder } from '../../repositories/taxDocuments';
import { ownOrder } from '../orders/orders';
import {
  documentFileName,
  documentPdf,
  type DocumentFile,
  type DocumentFileApp,
  type DocumentKind,
} from './documentFiles';
import type { DocumentSigner } from './documentLinks';

/** A 5-minute download address of the invoice of one of the user's orders. */
export async function invoiceLink(
  db: Queryable,
  signer: DocumentSigner,
  orderId: string,
  userId: string,
  nowMs: number,
): Promise<DocumentLinkResponse> {
  await ownOrder(db, orderId, userId);
  const invoice = await findInvoiceOfOrder(db, orderId);
  if (!invoice) throw conflict(INVOICE_NOT_ISSUED);
  return {
    url: signer.link('invoice', invoice.id, nowMs),
    fileName: documentFileName('invoice', invoice.number),
  };
}

/**
 * A 5-minute download address of the credit note of one of the user's refunds. Another learner's
 * refund answers 404, so its existence is not revealed.
 */
export async function creditNoteLink(
  db: Queryable,
  signer: DocumentSigner,
  refundId: string,
  userId: string,
  nowMs: number,
): Promise<DocumentLinkResponse> {
  const refund = await findRefund(db, refundId);
  if (!refund || refund.user_id !== userId) throw notFound(REFUND_NOT_FOUND);
  const note = await findCreditNoteOfRefund(db, refundId);
  if (!note) throw conflict(CREDIT_NOTE_NOT_ISSUED);
  return {
    url: signer.link('credit-note', note.id, nowMs),
    fileName: documentFileName('credit-note', note.number),
  };
}

/** The PDF behind a signed address: 403 for a tampered or expired one, 404 for no document. */
export async function signedDocument(
  app: DocumentFileApp,
  signer: DocumentSigner,
  request: { kind: DocumentKind; id: string; expires: string; signature: string },
  nowMs: number,
): Promise<DocumentFile> {
  if (!signer.verify(request.kind, request.id, request.expires, request.signature, nowMs))
    throw forbidden(DOCUMENT_LINK_INVALID);
  const file = await documentPdf(app, request.kind, request.id);
  if (!file) throw notFound(DOCUMENT_NOT_FOUND);
  return file;
}
