import type { OrderHistoryResponse } from '@contract/types';
import type { Queryable } from '../../db';
import { courseTitlesOf, ordersOfUser } from '../../repositories/orders';
import { invoiceRefsOfOrders } from '../../repositories/taxDocuments';

/** The user's orders, newest first, each with its courses and invoice. */
export async function orderHistory(db: Queryable, userId: string): Promise<OrderHistoryResponse> {
  const orders = await ordersOfUser(db, userId);
  const ids = orders.map((order) => order.id);
  const titles = await courseTitlesOf(db, ids);
  const invoices = await invoiceRefsOfOrders(db, ids);
  return {
    orders: orders.map((order) => {
      const invoice = invoices.get(order.id);
      return {
        _id: order.id,
        orderNumber: order.order_number,
        status: order.status,
        createdAt: order.created_at.toISOString(),
        paidAt: order.paid_at ? order.paid_at.toISOString() : null,
        courseTitles: titles.get(order.id) ?? [],
        totalPrice: order.total_price,
        invoice: invoice
          ? {
              id: invoice.id,
              number: invoice.number,
              issuedAt: invoice.issued_at.toISOString(),
              totalPaise: invoice.total_paise,
            }
          : null,
      };
    }),
  };
}
