import { http, HttpResponse } from 'msw';
import { ORDER_NOT_FOUND } from '@contract/messages/orders';
import * as m from '@contract/messages/refunds';
import { validateRefundRejection } from '@contract/validation/admin';
import {
  AdminOrdersQuery,
  AdminRefundsQuery,
  ApproveRefundRequest,
  BillingExportQuery,
  RejectRefundRequest,
} from '@contract/schemas/adminOrders';
import type { AdminOrderRow, AdminRefundRow, User } from '@contract/types';
import { db } from '../../db';
import { checkedBody, checkedQuery, errorResponse } from '../../http';
import { refreshDerived, type StoredOrder } from '../../orderFakes';
import { publicOrder } from '../ownOrder';
import { complete } from '../refundHandlers';
import { adminUrl, asStaff, audit, now } from './adminGuard';

const buyerOf = (order: StoredOrder): Pick<User, 'id' | 'email' | 'name'> => {
  const user = db.accounts.get(order.userId)?.user;
  return { id: order.userId, email: user?.email ?? '', name: user?.name ?? '' };
};

const orderRow = (order: StoredOrder): AdminOrderRow => {
  const { email, name } = buyerOf(order);
  return {
    id: order._id,
    orderNumber: order.orderNumber,
    email,
    name,
    status: order.status,
    totalPrice: order.totalPrice,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    refundStatus: order.refund?.status ?? null,
  };
};

const refundRow = (order: StoredOrder): AdminRefundRow => {
  const { email, name } = buyerOf(order);
  return {
    ...order.refund!,
    orderId: order._id,
    orderNumber: order.orderNumber,
    email,
    name,
    automatic: false,
  };
};

const orderOfRefund = (refundId: string) =>
  [...db.orders.values()].find((order) => order.refund?.id === refundId);

const time = (value: string | null) => (value ? Date.parse(value) : -Infinity);
const SORTS: Record<string, (a: AdminOrderRow, b: AdminOrderRow) => number> = {
  newest: (a, b) => time(b.createdAt) - time(a.createdAt),
  oldest: (a, b) => time(a.createdAt) - time(b.createdAt),
  'total-desc': (a, b) => b.totalPrice - a.totalPrice,
  'total-asc': (a, b) => a.totalPrice - b.totalPrice,
  'paid-desc': (a, b) => time(b.paidAt) - time(a.paidAt),
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export const adminOrdersHandlers = [
  http.get(
    adminUrl('/orders'),
    asStaff(({ request }) => {
      const checked = checkedQuery(request, AdminOrdersQuery);
      if ('invalid' in checked) return checked.invalid;
      const { q, status, page, pageSize, sort } = checked.query;
      const term = q.trim().toLowerCase();
      const matching = [...db.orders.values()]
        .map(orderRow)
        .filter((row) => !status || row.status === status)
        .filter(
          (row) =>
            !term ||
            row.orderNumber.toLowerCase().includes(term) ||
            row.email.toLowerCase().includes(term),
        )
        .sort(SORTS[sort]);
      const start = (page - 1) * pageSize;
      return HttpResponse.json({
        orders: matching.slice(start, start + pageSize),
        total: matching.length,
        page,
        pageSize,
      });
    }),
  ),
  http.get(
    adminUrl('/orders/:id'),
    asStaff(({ params }) => {
      const order = db.orders.get(params.id!);
      if (!order) return errorResponse(404, ORDER_NOT_FOUND);
      return HttpResponse.json({ order: publicOrder(order), buyer: buyerOf(order) });
    }),
  ),
  http.get(
    adminUrl('/refunds'),
    asStaff(({ request }) => {
      const checked = checkedQuery(request, AdminRefundsQuery);
      if ('invalid' in checked) return checked.invalid;
      const { status } = checked.query;
      const refunds = [...db.orders.values()]
        .filter((order) => order.refund && (!status || order.refund.status === status))
        .map(refundRow)
        .sort((a, b) => Date.parse(a.requestedAt) - Date.parse(b.requestedAt));
      return HttpResponse.json({ refunds });
    }),
  ),
  http.post(
    adminUrl('/refunds/:id/approve'),
    asStaff(async ({ request, params, actor }) => {
      // As the server: no body is an empty note.
      const hasBody = (request.headers.get('content-length') ?? '0') !== '0' || request.body;
      const checked = hasBody ? await checkedBody(request, ApproveRefundRequest) : null;
      if (checked && 'invalid' in checked) return checked.invalid;
      const note = checked?.body.note.trim() ?? '';
      const order = orderOfRefund(params.id!);
      if (!order) return errorResponse(404, m.REFUND_NOT_FOUND);
      const refund = order.refund!;
      if (refund.status !== 'requested') return errorResponse(409, m.REFUND_ALREADY_DECIDED);
      if (note) refund.decisionNote = note;
      if (db.refundProviderFails) {
        Object.assign(refund, {
          status: 'failed',
          decidedAt: now(),
          decisionNote: m.REFUND_PROVIDER_FAILED_NOTE,
        });
        return errorResponse(502, m.REFUND_PROVIDER_FAILED);
      }
      const paidWith = order.paymentAttempts.find((attempt) => attempt.status === 'paid')?.method;
      let message = m.STAFF_REFUND_COMPLETED;
      if (paidWith === 'razorpay') {
        Object.assign(refund, { status: 'processing', decidedAt: now() });
        message = m.STAFF_REFUND_PROCESSING;
      } else {
        complete(order, refund);
      }
      refreshDerived(order);
      audit(actor, 'refund.approve', refund.id, { status: 'requested' }, { status: refund.status });
      return HttpResponse.json({ message, refund: refundRow(order) });
    }),
  ),
  http.post(
    adminUrl('/refunds/:id/reject'),
    asStaff(async ({ request, params, actor }) => {
      const checked = await checkedBody(request, RejectRefundRequest);
      if ('invalid' in checked) return checked.invalid;
      const order = orderOfRefund(params.id!);
      if (!order) return errorResponse(404, m.REFUND_NOT_FOUND);
      const refund = order.refund!;
      if (refund.status !== 'requested') return errorResponse(409, m.REFUND_ALREADY_DECIDED);
      const problem = validateRefundRejection(checked.body).note;
      if (problem) return errorResponse(400, problem, 'VALIDATION');
      const note = checked.body.note.trim();
      Object.assign(refund, { status: 'rejected', decidedAt: now(), decisionNote: note });
      refreshDerived(order);
      audit(actor, 'refund.reject', refund.id, { status: 'requested' }, refund);
      return HttpResponse.json({ message: m.REFUND_REJECTED, refund: refundRow(order) });
    }),
  ),
  http.get(
    adminUrl('/billing/export.csv'),
    asStaff(({ request }) => {
      const checked = checkedQuery(request, BillingExportQuery);
      if ('invalid' in checked) return checked.invalid;
      const { from, to } = checked.query;
      const start = DATE.test(from) ? Date.parse(`${from}T00:00:00Z`) : NaN;
      const last = DATE.test(to) ? Date.parse(`${to}T00:00:00Z`) : NaN;
      if (Number.isNaN(start) || Number.isNaN(last) || last < start || last - start >= 366 * DAY_MS)
        return errorResponse(400, m.BILLING_EXPORT_RANGE_INVALID, 'VALIDATION');
      const lines = ['document,number,date,total'];
      for (const order of db.orders.values())
        if (order.invoice)
          lines.push(
            `invoice,${order.invoice.number},${order.invoice.issuedAt.slice(0, 10)},${order.invoice.totalPaise / 100}`,
          );
      return new HttpResponse(`${lines.join('\n')}\n`, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="gst-documents-${from}-to-${to}.csv"`,
        },
      });
    }),
  ),
];
