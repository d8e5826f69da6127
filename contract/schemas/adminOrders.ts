import { Type } from 'typebox';
import { errors, UuidParams } from './common';
import { Refund, RefundStatus } from './billing';
import { Order, OrderStatus } from './orders';

const tags = ['admin'];
const DateTime = Type.String({ format: 'date-time' });
const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** The staff console's order list: search by order number or buyer email, paged and sorted. */
export const AdminOrdersQuery = Type.Object(
  {
    q: Type.String({ maxLength: 200, default: '' }),
    status: Type.Optional(OrderStatus),
    page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    sort: Type.Enum(['newest', 'oldest', 'total-desc', 'total-asc', 'paid-desc'], {
      default: 'newest',
    }),
  },
  { additionalProperties: false },
);

export const AdminOrderRow = Type.Object({
  id: Type.String(),
  orderNumber: Type.String(),
  email: Type.String(),
  name: Type.String(),
  status: OrderStatus,
  /** Whole rupees. */
  totalPrice: Type.Integer(),
  createdAt: DateTime,
  paidAt: orNull(DateTime),
  /** The order's latest refund's status, or null. */
  refundStatus: orNull(RefundStatus),
});
export const AdminOrdersResponse = Type.Object({
  orders: Type.Array(AdminOrderRow),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

/** An order as the learner sees it, plus who bought it. */
export const AdminOrderResponse = Type.Object({
  order: Order,
  buyer: Type.Object({ id: Type.String(), email: Type.String(), name: Type.String() }),
});

export const AdminRefundsQuery = Type.Object(
  { status: Type.Optional(RefundStatus) },
  { additionalProperties: false },
);
export const AdminRefundRow = Type.Object({
  ...Refund.properties,
  orderId: Type.String(),
  orderNumber: Type.String(),
  email: Type.String(),
  name: Type.String(),
  /** Approved without staff (nothing much watched). */
  automatic: Type.Boolean(),
});
export const AdminRefundsResponse = Type.Object({ refunds: Type.Array(AdminRefundRow) });
export const AdminRefundDecisionResponse = Type.Object({
  message: Type.String(),
  refund: AdminRefundRow,
});
/** An optional note the learner sees with the approval (an absent body is an empty note). */
export const ApproveRefundRequest = Type.Object(
  { note: Type.String({ maxLength: 1000, default: '' }) },
  { additionalProperties: false },
);

export const RejectRefundRequest = Type.Object(
  { note: Type.String({ maxLength: 1000, default: '' }) },
  { additionalProperties: false },
);

/** Invoices and credit notes issued from one IST date to another (both included). */
export const BillingExportQuery = Type.Object(
  {
    from: Type.String({ maxLength: 10, default: '' }),
    to: Type.String({ maxLength: 10, default: '' }),
  },
  { additionalProperties: false },
);

export const adminOrdersSchemas = {
  orders: {
    tags,
    summary: 'Orders, searched by order number or buyer email, paged and sorted (staff)',
    querystring: AdminOrdersQuery,
    response: { 200: AdminOrdersResponse, ...errors(400, 401, 403) },
  },
  order: {
    tags,
    summary: 'One order as its buyer sees it, with the buyer (staff)',
    params: UuidParams('id'),
    response: { 200: AdminOrderResponse, ...errors(400, 401, 403, 404) },
  },
  refunds: {
    tags,
    summary: 'Refunds, oldest request first, optionally of one status (staff)',
    querystring: AdminRefundsQuery,
    response: { 200: AdminRefundsResponse, ...errors(400, 401, 403) },
  },
  approveRefund: {
    tags,
    summary:
      'Approve a requested refund, with an optional note the learner sees: the payment provider is asked to refund it (staff)',
    params: UuidParams('id'),
    body: ApproveRefundRequest,
    response: { 200: AdminRefundDecisionResponse, ...errors(400, 401, 403, 404, 409, 502) },
  },
  rejectRefund: {
    tags,
    summary: 'Reject a requested refund with a note the learner sees (staff)',
    params: UuidParams('id'),
    body: RejectRefundRequest,
    response: { 200: AdminRefundDecisionResponse, ...errors(400, 401, 403, 404, 409) },
  },
  billingExport: {
    tags,
    summary: 'Invoices and credit notes issued in a date range (IST), as CSV for GSTR-1 (staff)',
    querystring: BillingExportQuery,
    response: {
      200: Type.Unknown({ description: 'text/csv, as an attachment' }),
      ...errors(400, 401, 403),
    },
  },
};
