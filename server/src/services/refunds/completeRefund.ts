import type { Queryable } from '../../db';
import { revokeCertificatesOfLines } from '../../repositories/certificates';
import { nextDocumentSequence } from '../../repositories/documentCounters';
import { orderLines, requireOrder, revokeOrderLines } from '../../repositories/orders';
import { linesOfRefund, markRefundRefunded, type RefundRow } from '../../repositories/refunds';
import { findInvoiceOfOrder, insertCreditNote } from '../../repositories/taxDocuments';
import { findUserById } from '../../repositories/users';
import { documentPdf } from '../billing/documentFiles';
import { documentNumber, financialYearOf } from '../billing/financialYear';
import { sumLineTaxes } from '../billing/gst';
import type { PaidOrderApp } from '../billing/paidOrder';
import type { SellerDetails } from '../billing/seller';
import { refundCompletedMail } from '../mail/billingTemplates';

/**
 * In one transaction, a refund the provider has done: the refund is marked refunded, its lines'
 * access ended (courses' purchases, their certificates (kept on record, their public pages say so)
 * and tests' entitlements revoked; the order is refunded once every line is), the credit note numbered (its lines are the invoice's stored lines of the
 * refunded lines, not recomputed) and the refund mail queued with the credit note to attach. Its
 * PDF is drawn and stored after the commit.
 */
export async function completeRefund(
  app: PaidOrderApp,
  tx: Queryable,
  refund: RefundRow,
): Promise<void> {
  await markRefundRefunded(tx, refund.id);
  const positions = (await linesOfRefund(tx, refund.id)).map((line) => line.position);
  await revokeOrderLines(tx, refund.order_id, positions);
  await revokeCertificatesOfLines(tx, refund.order_id, positions);
  const order = await requireOrder(tx, refund.order_id);
  const invoice = await findInvoiceOfOrder(tx, refund.order_id);
  if (!invoice) return; // paid before invoices were issued: nothing to reverse
  // The invoice stores one line per order line, in line order.
  const all = await orderLines(tx, refund.order_id);
  const lines = invoice.lines.filter((_, index) => positions.includes(all[index]!.position));
  const { taxablePaise, cgstPaise, sgstPaise, igstPaise, amountPaise } = sumLineTaxes(lines);
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
    lines,
    totals: { taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise: amountPaise },
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
