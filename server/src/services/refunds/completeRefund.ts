import type { Queryable } from '../../db';
import { revokeCertificatesOfOrder } from '../../repositories/certificates';
import { nextDocumentSequence } from '../../repositories/documentCounters';
import { findOrder, markOrderRefunded } from '../../repositories/orders';
import { markRefundRefunded, type RefundRow } from '../../repositories/refunds';
import { findInvoiceOfOrder, insertCreditNote } from '../../repositories/taxDocuments';
import { findUserById } from '../../repositories/users';
import { documentPdf } from '../billing/documentFiles';
import { documentNumber, financialYearOf } from '../billing/financialYear';
import type { PaidOrderApp } from '../billing/paidOrder';
import type { SellerDetails } from '../billing/seller';
import { refundCompletedMail } from '../mail/billingTemplates';

/**
 * In one transaction, a refund the provider has done: the refund and its order are marked
 * refunded, the order's purchases revoked (the courses' access ends) and so are its courses'
 * certificates (their public pages say so; their PDFs are no longer served), the credit note
 * numbered (its lines are the invoice's stored lines, not recomputed) and the refund mail queued
 * with the credit note to attach. Its PDF is drawn and stored after the commit.
 */
export async function completeRefund(
  app: PaidOrderApp,
  tx: Queryable,
  refund: RefundRow,
): Promise<void> {
  await markRefundRefunded(tx, refund.id);
  await markOrderRefunded(tx, refund.order_id);
  await revokeCertificatesOfOrder(tx, refund.order_id);
  const order = (await findOrder(tx, refund.order_id))!;
  const invoice = await findInvoiceOfOrder(tx, refund.order_id);
  if (!invoice) return; // paid before invoices were issued: nothing to reverse
  const seller = invoice.seller as SellerDetails;
  const issuedAt = app.billing.now();
  const year = financialYearOf(issuedAt);
  const sequence = await nextDocumentSequence(tx, seller.creditNoteSeries.prefix, year.label);
  const note = await insertCreditNote(tx, {
    number: documentNumber(seller.creditNoteSeries, year, sequence),
    financialYear: year.label,
    sequence,
    issuedAt,
    seller,
    buyer: invoice.buyer,
    supplyType: invoice.supply_type,
    lines: invoice.lines,
    totals: {
      taxablePaise: invoice.taxable_paise,
      cgstPaise: invoice.cgst_paise,
      sgstPaise: invoice.sgst_paise,
      igstPaise: invoice.igst_paise,
      totalPaise: invoice.total_paise,
    },
    refundId: refund.id,
    invoiceId: invoice.id,
  });
  const user = await findUserById(tx, refund.user_id);
  if (user) {
    const mail = refundCompletedMail(user.name, {
      orderNumber: order.order_number,
      amountPaise: note.total_paise,
      creditNoteNumber: note.number,
    });
    await app.outbox.enqueue(
      { to: user.email, ...mail, documents: [{ kind: 'credit-note', id: note.id }] },
      tx,
    );
  }
  tx.afterCommit(() =>
    app.tasks.run('credit note pdf', () => documentPdf(app, 'credit-note', note.id)),
  );
}
