import { formatRupees } from '@contract/billing';
import { ACADEMY_NAME } from '@contract/constants';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from './mailer';

type Mail = Omit<MailMessage, 'to'>;

function plainMail(subject: string, name: string, lines: string[]): Mail {
  const greeting = `Hello ${name || 'there'},`;
  return {
    subject: `${subject} - ${ACADEMY_NAME}`,
    text: `${greeting}\n\n${lines.join('\n\n')}\n\n${ACADEMY_NAME}\n`,
    html: [greeting, ...lines, ACADEMY_NAME].map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}

export interface ReceiptFacts {
  orderNumber: string;
  courseTitles: string[];
  amountPaise: number;
  /** "Razorpay" or "Test mode". */
  method: string;
  invoiceNumber: string;
}

/** The payment receipt; the tax invoice is attached when the mail is sent. */
export function receiptMail(name: string, facts: ReceiptFacts): Mail {
  return plainMail(`Receipt for order ${facts.orderNumber}`, name, [
    `Thank you for your purchase. We received your payment for order ${facts.orderNumber}.`,
    `Courses: ${facts.courseTitles.join('; ')}`,
    `Amount paid: ${formatRupees(facts.amountPaise)} (including GST)`,
    `Payment method: ${facts.method}`,
    `Your tax invoice ${facts.invoiceNumber} is attached to this mail as a PDF.`,
  ]);
}

/** The refund is done; the credit note is attached when the mail is sent. */
export function refundCompletedMail(
  name: string,
  facts: { orderNumber: string; amountPaise: number; creditNoteNumber: string },
): Mail {
  return plainMail(`Refund of order ${facts.orderNumber}`, name, [
    `Your order ${facts.orderNumber} has been refunded: ${formatRupees(facts.amountPaise)} goes back to your original payment method, usually within 5 to 7 working days.`,
    "The order's courses are no longer available in your account.",
    `Credit note ${facts.creditNoteNumber} is attached to this mail as a PDF.`,
  ]);
}

/** Staff turned the refund request down: their note, and that the order and its courses stay. */
export function refundRejectedMail(
  name: string,
  facts: { orderNumber: string; note: string },
): Mail {
  return plainMail(`Your refund request for order ${facts.orderNumber}`, name, [
    `We have looked at your request to refund order ${facts.orderNumber} and cannot approve it.`,
    `Our team's note: ${facts.note}`,
    'Your order stays paid and its courses stay in your account. If there is more we should know, you may ask again from the order page while the refund window is open, or write to us through the contact page.',
  ]);
}
