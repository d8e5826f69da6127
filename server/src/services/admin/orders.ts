import { ORDER_NOT_FOUND } from '@contract/messages/orders';
import {
  REFUND_REJECTED,
  STAFF_REFUND_COMPLETED,
  STAFF_REFUND_PROCESSING,
} from '@contract/messages/refunds';
import type {
  AdminOrderResponse,
  AdminOrdersQuery,
  AdminOrdersResponse,
  AdminRefundDecisionResponse,
  AdminRefundRow,
  AdminRefundsResponse,
  RefundStatus,
} from '@contract/types';
import type { Queryable } from '../../db';
import { notFound, unauthorized } from '../../lib/httpError';
import { searchOrders } from '../../repositories/adminOrders';
import { findOrder } from '../../repositories/orders';
import { listRefunds, type RefundListRow } from '../../repositories/refunds';
import { findUserById } from '../../repositories/users';
import type { BillingRules } from '../billing/rules';
import { orderView, refundView } from '../orders/orderView';
import type { Decider, RefundApp } from '../refunds/approveRefund';
import { staffApproveRefund, staffRejectRefund } from '../refunds/staffDecisions';

export async function adminOrderList(
  db: Queryable,
  query: AdminOrdersQuery,
): Promise<AdminOrdersResponse> {
  const { rows, total } = await searchOrders(db, {
    q: query.q.trim(),
    status: query.status,
    sort: query.sort,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    orders: rows.map((row) => ({
      id: row.id,
      orderNumber: row.order_number,
      email: row.email,
      name: row.name,
      status: row.status,
      totalPrice: row.total_price,
      createdAt: new Date(row.created_at).toISOString(),
      paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
      refundStatus: row.refund_status,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function adminOrder(
  db: Queryable,
  orderId: string,
  rules: BillingRules,
): Promise<AdminOrderResponse> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const buyer = (await findUserById(db, order.user_id))!;
  return {
    order: await orderView(db, order, rules),
    buyer: { id: buyer.id, email: buyer.email, name: buyer.name },
  };
}

async function refundRow(db: Queryable, row: RefundListRow): Promise<AdminRefundRow> {
  return {
    ...(await refundView(db, row)),
    orderId: row.order_id,
    orderNumber: row.order_number,
    email: row.email,
    name: row.name,
    automatic: row.automatic,
  };
}

export async function adminRefundList(
  db: Queryable,
  status: RefundStatus | undefined,
): Promise<AdminRefundsResponse> {
  const rows = await listRefunds(db, status);
  const refunds = [];
  for (const row of rows) refunds.push(await refundRow(db, row));
  return { refunds };
}

async function deciderOf(db: Queryable, userId: string): Promise<Decider> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return { id: user.id, email: user.email };
}

async function decided(
  db: Queryable,
  refundId: string,
  message: string,
): Promise<AdminRefundDecisionResponse> {
  const row = (await listRefunds(db, undefined, refundId))[0]!;
  return { message, refund: await refundRow(db, row) };
}

export async function adminApproveRefund(
  app: RefundApp,
  refundId: string,
  staffId: string,
  note = '',
): Promise<AdminRefundDecisionResponse> {
  const decider = await deciderOf(app.db, staffId);
  const refund = await staffApproveRefund(app, refundId, { ...decider, note: note.trim() });
  return decided(
    app.db,
    refundId,
    refund.status === 'refunded' ? STAFF_REFUND_COMPLETED : STAFF_REFUND_PROCESSING,
  );
}

export async function adminRejectRefund(
  app: RefundApp,
  refundId: string,
  staffId: string,
  note: string,
): Promise<AdminRefundDecisionResponse> {
  await staffRejectRefund(app, refundId, await deciderOf(app.db, staffId), note);
  return decided(app.db, refundId, REFUND_REJECTED);
}
