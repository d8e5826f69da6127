import { Type } from 'typebox';
import { BILLING_NAME_MAX_LENGTH } from '../billing/limits';
import { ProductModel } from './cart';
import { NO_BODY, errors, Uuid, UuidParams } from './common';

const tags = ['billing'];
const DateTime = Type.String({ format: 'date-time' });
const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/**
 * Who the invoice is made out to. Text fields default to '' so the shared validator
 * (`validateBillingDetails`) names the first problem in the product's words.
 */
export const BillingDetailsRequest = Type.Object(
  {
    name: Type.String({ maxLength: BILLING_NAME_MAX_LENGTH + 50, default: '' }),
    /** A GST state code such as '27' (Maharashtra): the place of supply. */
    stateCode: Type.String({ maxLength: 2, default: '' }),
    /** Optional; with it, the business's legal name is required. */
    gstin: Type.String({ maxLength: 40, default: '' }),
    legalName: Type.String({ maxLength: BILLING_NAME_MAX_LENGTH + 50, default: '' }),
  },
  { additionalProperties: false },
);

/** Billing details as stored (validated and normalised). */
export const BillingDetails = Type.Object({
  name: Type.String(),
  stateCode: Type.String(),
  gstin: Type.Optional(Type.String()),
  legalName: Type.Optional(Type.String()),
});
/** The details saved on the profile at the last checkout, or null before the first. */
export const SavedBillingResponse = Type.Object({ billing: orNull(BillingDetails) });

/**
 * The GST inside an order's total, in paise, per the rounding rule of docs/billing.md. Present once
 * the order has a billing state (the place of supply decides CGST + SGST or IGST).
 */
export const OrderTax = Type.Object({
  supplyType: Type.Enum(['intra-state', 'inter-state']),
  /** 'SGST' or, for an academy in a union territory without a legislature, 'UTGST'. */
  stateTaxHead: Type.Enum(['SGST', 'UTGST']),
  taxablePaise: Type.Integer(),
  cgstPaise: Type.Integer(),
  sgstPaise: Type.Integer(),
  igstPaise: Type.Integer(),
  /** cgst + sgst + igst: "includes ₹76.12 GST". */
  taxPaise: Type.Integer(),
  /** taxable + tax: the order's total in paise. */
  totalPaise: Type.Integer(),
});

/** A numbered tax document of an order: its invoice or a credit note. */
export const TaxDocumentRef = Type.Object({
  id: Type.String(),
  number: Type.String(),
  issuedAt: DateTime,
  totalPaise: Type.Integer(),
});

/**
 * A refund of some lines of an order (all of them, or the courses and tests chosen). requested:
 * waiting for staff; processing: the provider has it; refunded: the money is on its way back
 * (credit note issued, access to those lines ended); rejected: staff said no (reason in
 * `decisionNote`); failed: the provider could not refund it, the lines stay paid.
 */
export const RefundStatus = Type.Enum([
  'requested',
  'processing',
  'refunded',
  'rejected',
  'failed',
]);

/** A line of the order a refund gives back, with its amount on the invoice. */
export const RefundItem = Type.Object({
  productId: Type.String(),
  model: ProductModel,
  title: Type.String(),
  amountPaise: Type.Integer(),
});

export const Refund = Type.Object({
  id: Type.String(),
  status: RefundStatus,
  reason: Type.String(),
  amountPaise: Type.Integer(),
  /** The lines it gives back, in the order's line order. */
  items: Type.Array(RefundItem),
  requestedAt: DateTime,
  decidedAt: orNull(DateTime),
  /** Why staff rejected it, or why the provider failed; null otherwise. */
  decisionNote: orNull(Type.String()),
  creditNote: orNull(TaxDocumentRef),
});

/** Whether one line of a paid order may be refunded now, and why not or what would happen. */
export const RefundItemEligibility = Type.Object({
  productId: Type.String(),
  model: ProductModel,
  title: Type.String(),
  canRequest: Type.Boolean(),
  /** Approved at once (else staff review it: a course much watched). */
  automatic: Type.Boolean(),
  /** Why not ('… cannot be refunded: its attempt has started.'), or what will happen. */
  message: Type.String(),
});

/** What the order page says about asking for a refund. */
export const RefundEligibility = Type.Object({
  /**
   * Whether the learner may ask now for some line (paid, within the window, a line with no open or
   * finished refund that nothing blocks).
   */
  canRequest: Type.Boolean(),
  /** Whether a request now would be approved at once (else it waits for staff). */
  automatic: Type.Boolean(),
  /** The last moment to ask, or null when the order was never paid. */
  deadline: orNull(DateTime),
  /** Why not, or what will happen: shown next to the button. */
  message: Type.String(),
  /** Each line of the order, in order. */
  items: Type.Array(RefundItemEligibility),
});

/** One checkout attempt: a provider order opened, and what came of it. */
export const PaymentAttempt = Type.Object({
  /** The provider's order id (Razorpay `order_…`, or the Test mode one). */
  reference: Type.String(),
  method: Type.Enum(['razorpay', 'test']),
  amountPaise: Type.Integer(),
  openedAt: DateTime,
  /** opened: no payment captured; paid: this payment paid the order; refund_pending and
   * refunded: the payment is going back or went back (a payment that could not be used, or the
   * one that paid an order since refunded). */
  status: Type.Enum(['opened', 'paid', 'refund_pending', 'refunded']),
  /** The provider's payment id once captured: the reference the invoice prints. */
  paymentId: orNull(Type.String()),
});

/** A row of the order history. */
export const OrderSummary = Type.Object({
  _id: Type.String(),
  orderNumber: Type.String(),
  status: Type.Enum(['pending', 'paid', 'cancelled', 'refunded']),
  createdAt: DateTime,
  paidAt: orNull(DateTime),
  courseTitles: Type.Array(Type.String()),
  /** Whole rupees, as the order's totalPrice. */
  totalPrice: Type.Integer(),
  invoice: orNull(TaxDocumentRef),
  /** Where the order's latest refund stands (null: none asked for), as the order page says. */
  refundStatus: orNull(RefundStatus),
});
export const OrderHistoryResponse = Type.Object({ orders: Type.Array(OrderSummary) });

/**
 * The reason is trimmed and then checked (1-1000 characters) by the server, so the schema leaves
 * room for surrounding spaces and lets REFUND_REASON_TOO_LONG speak for a long one.
 */
export const RefundRequestBody = Type.Object(
  {
    reason: Type.String({ maxLength: 1100, default: '' }),
    /** The courses and tests to refund; absent: every line not refunded yet. */
    productIds: Type.Optional(Type.Array(Uuid, { minItems: 1, maxItems: 50, uniqueItems: true })),
  },
  { additionalProperties: false },
);

/** A short-lived address of a PDF the caller owns (5 minutes), for a plain download link. */
export const DocumentLinkResponse = Type.Object({ url: Type.String(), fileName: Type.String() });

const DocumentParams = Type.Object({
  kind: Type.Enum(['invoice', 'credit-note']),
  id: Uuid,
});
const DocumentQuery = Type.Object({
  expires: Type.String({ maxLength: 20 }),
  signature: Type.String({ maxLength: 200 }),
});

export const billingSchemas = {
  savedBilling: {
    tags,
    summary: 'The billing details saved at your last checkout',
    response: { 200: SavedBillingResponse, ...errors(400, 401) },
  },
  history: {
    tags,
    summary: 'Your orders, newest first',
    response: { 200: OrderHistoryResponse, ...errors(400, 401) },
  },
  documentLink: {
    tags,
    ...NO_BODY,
    summary: "A 5-minute download address of the order's tax invoice (owner only)",
    params: UuidParams('id'),
    response: { 200: DocumentLinkResponse, ...errors(400, 401, 403, 404, 409) },
  },
  creditNoteLink: {
    tags,
    ...NO_BODY,
    summary: "A 5-minute download address of a refund's credit note (owner only)",
    params: UuidParams('id'),
    response: { 200: DocumentLinkResponse, ...errors(400, 401, 403, 404, 409) },
  },
  document: {
    tags,
    summary: 'A signed download of an invoice or credit note PDF',
    params: DocumentParams,
    querystring: DocumentQuery,
    response: {
      200: Type.Unknown({ description: 'The PDF (application/pdf, as an attachment)' }),
      ...errors(400, 403, 404),
    },
  },
};
