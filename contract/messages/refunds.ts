// Billing steps of the checkout, tax documents and refunds.

export const BILLING_SAVED = 'Billing details saved.';
export const BILLING_NEEDED_BEFORE_PAYING = 'Please add your billing details before paying.';
export const BILLING_NEEDS_PENDING_ORDER =
  'Billing details can only change while the order awaits payment.';

export const INVOICE_NOT_ISSUED = 'This order has no tax invoice yet: it is issued once paid.';
export const CREDIT_NOTE_NOT_ISSUED = 'This refund has no credit note yet.';
export const DOCUMENT_LINK_INVALID = 'This download link is not valid or has expired.';
export const DOCUMENT_NOT_FOUND = 'Document not found.';

export const REFUND_REASON_REQUIRED = 'Please tell us why you want a refund.';
export const REFUND_REASON_TOO_LONG = 'Please keep the reason under 1000 characters.';
export const REFUND_NOT_PAID = 'Only a paid order can be refunded.';
export const REFUND_ALREADY_ASKED = 'A refund has already been asked for on this order.';
export const refundWindowClosed = (days: number) =>
  `Refunds can be asked for within ${days} days of payment; this order is past that.`;
export const REFUND_APPROVED =
  'Your refund has been approved. The money goes back to your original payment method in 5-7 business days.';
export const REFUND_COMPLETED = 'Your order has been refunded.';
export const REFUND_WAITING_FOR_STAFF =
  'Your refund request has been received. Our team will review it within 2 business days.';
export const REFUND_PROVIDER_FAILED =
  'We could not start your refund with the payment provider. Your order stays paid; please try again later or contact us.';
export const refundAutomatic = (deadline: string) =>
  `You can ask for a refund until ${deadline}; it is approved at once.`;
export const refundNeedsReview = (deadline: string) =>
  `You can ask for a refund until ${deadline}. Because much of the course has been watched, our team will review the request.`;

// Staff decisions (the console's refund queue).
export const REFUND_NOT_FOUND = 'Refund not found.';
export const REFUND_ALREADY_DECIDED = 'This refund has already been decided.';
export const REFUND_NOTE_REQUIRED = 'Please say why the refund is rejected.';
export const REFUND_REJECTED = 'The refund has been rejected.';
export const STAFF_REFUND_COMPLETED =
  "The refund has been made: the order is refunded, a credit note issued and the learner's access ended.";
export const STAFF_REFUND_PROCESSING =
  'The refund has been approved; Razorpay confirms it when the money has gone back.';
export const REFUND_PROVIDER_FAILED_NOTE = 'The payment provider could not refund this payment.';
export const BILLING_EXPORT_RANGE_INVALID =
  'Choose a date range of at most 366 days, from YYYY-MM-DD to YYYY-MM-DD.';

// Refunds of some lines of an order (courses and tests).
export const REFUND_ITEM_UNKNOWN = 'This order has no such course or test to refund.';
export const refundItemAlreadyAsked = (title: string) =>
  `A refund has already been asked for ${title}.`;
/** A test can be refunded only before its attempt starts. */
export const refundTestStarted = (name: string) =>
  `${name} cannot be refunded: its attempt has started.`;
/** A course much watched: its refund waits for staff. */
export const refundCourseWatched = (deadline: string, title: string) =>
  `You can ask for a refund until ${deadline}. Because much of ${title} has been watched, our team will review the request.`;
export const REFUND_NOTHING_LEFT =
  'Every course and test of this order has been refunded or asked for.';
/** Some lines of the order refunded (the others stay paid). */
export const itemsRefunded = (titles: string[]) =>
  `${titles.join(', ')} ${titles.length === 1 ? 'has' : 'have'} been refunded.`;
