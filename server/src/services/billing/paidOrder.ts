import type { Queryable } from '../../db';
import type { BackgroundTasks } from '../../lib/backgroundTasks';
import { orderItems, requireOrder } from '../../repositories/orders';
import { findUserById } from '../../repositories/users';
import { receiptMail } from '../mail/billingTemplates';
import type { MailOutbox } from '../mail/outbox';
import { documentPdf, type DocumentFileApp } from './documentFiles';
import { issueInvoice } from './issueInvoice';
import type { BillingRules } from './rules';
import { testModeSeller } from './seller';

export interface PaidOrderApp extends DocumentFileApp {
  billing: BillingRules;
  outbox: MailOutbox;
  tasks: BackgroundTasks;
}

export const paymentMethodName = (provider: string): string =>
  provider === 'razorpay' ? 'Razorpay' : 'Test mode';

/**
 * In the transaction that marks the order paid: the tax invoice is numbered and stored (in the
 * TEST- series for a payment taken by the test provider), and the receipt mail (the invoice
 * attached when it is sent) is queued. After the commit the invoice's PDF is drawn and stored
 * once; if that is lost (a crash), the mail or a download draws it.
 */
export async function invoiceAndReceipt(
  app: PaidOrderApp,
  tx: Queryable,
  orderId: string,
  paymentId: string,
  provider: string,
): Promise<void> {
  const order = await requireOrder(tx, orderId);
  // No money changed hands in Test mode: its invoices are numbered and marked as tests.
  const seller = provider === 'test' ? testModeSeller(app.billing.seller) : app.billing.seller;
  const invoice = await issueInvoice(tx, seller, order, paymentId, order.paid_at!);
  const user = await findUserById(tx, order.user_id);
  if (user) {
    const mail = receiptMail(user.name, {
      orderNumber: order.order_number,
      courseTitles: (await orderItems(tx, orderId)).map((item) => item.title),
      amountPaise: invoice.total_paise,
      method: paymentMethodName(provider),
      invoiceNumber: invoice.number,
    });
    await app.outbox.enqueue(
      { to: user.email, ...mail, documents: [{ kind: 'invoice', id: invoice.id }] },
      tx,
    );
  }
  tx.afterCommit(() => app.tasks.run('invoice pdf', () => documentPdf(app, 'invoice', invoice.id)));
}
