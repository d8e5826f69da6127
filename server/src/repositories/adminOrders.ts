import type { OrderStatus, RefundStatus } from '@contract/types';
import type { Queryable } from '../db';

export interface AdminOrderListRow {
  id: string;
  order_number: string;
  email: string;
  name: string;
  status: OrderStatus;
  total_price: number;
  created_at: Date;
  paid_at: Date | null;
  refund_status: RefundStatus | null;
}

const SORTS = {
  newest: 'o.created_at DESC, o.id DESC',
  oldest: 'o.created_at ASC, o.id ASC',
  'total-desc': 'o.total_price DESC, o.created_at DESC, o.id DESC',
  'total-asc': 'o.total_price ASC, o.created_at DESC, o.id DESC',
  'paid-desc': 'o.paid_at DESC NULLS LAST, o.id DESC',
} as const;
export type AdminOrderSort = keyof typeof SORTS;

/**
 * One page of orders for staff: `q` matches an order number (whole or in part, any case) or the
 * buyer's email (in part); the total counts every match.
 */
export async function searchOrders(
  db: Queryable,
  filter: { q: string; status?: OrderStatus; sort: AdminOrderSort; limit: number; offset: number },
): Promise<{ rows: AdminOrderListRow[]; total: number }> {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `($1::text IS NULL OR o.order_number ILIKE $1 OR u.email ILIKE $1)
    AND ($2::text IS NULL OR o.status = $2)`;
  const params = [pattern, filter.status ?? null];
  const rows = await db.query<AdminOrderListRow>(
    `SELECT o.id, o.order_number, u.email, u.name, o.status, o.total_price, o.created_at, o.paid_at,
       (SELECT r.status FROM refunds r WHERE r.order_id = o.id
         ORDER BY r.requested_at DESC, r.id DESC LIMIT 1) AS refund_status
     FROM orders o JOIN users u ON u.id = o.user_id
     WHERE ${where} ORDER BY ${SORTS[filter.sort]} LIMIT $3 OFFSET $4`,
    [...params, filter.limit, filter.offset],
  );
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE ${where}`,
    params,
  );
  return { rows: rows.rows, total: count.rows[0]!.n };
}

export interface ExportRow {
  kind: 'invoice' | 'credit-note';
  number: string;
  issued_at: Date;
  original_number: string | null;
  buyer: { name: string; stateCode: string; gstin?: string; legalName?: string } | string;
  supply_type: 'intra-state' | 'inter-state';
  seller_state: string;
  /** The stored lines (each with its SAC, or none: a course), as JSON. */
  lines:
    | {
        sac?: string;
        taxablePaise: number;
        cgstPaise: number;
        sgstPaise: number;
        igstPaise: number;
        amountPaise: number;
      }[]
    | string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

/** Invoices and credit notes issued in [from, until), in the order they were issued. */
export async function documentsIssuedBetween(
  db: Queryable,
  from: Date,
  until: Date,
): Promise<ExportRow[]> {
  const result = await db.query<ExportRow>(
    `SELECT 'invoice' AS kind, number, issued_at, NULL AS original_number, buyer, supply_type,
       seller->>'stateCode' AS seller_state, lines, taxable_paise, cgst_paise, sgst_paise, igst_paise,
       total_paise
     FROM invoices WHERE issued_at >= $1 AND issued_at < $2
     UNION ALL
     SELECT 'credit-note', c.number, c.issued_at, i.number, c.buyer, c.supply_type,
       c.seller->>'stateCode', c.lines, c.taxable_paise, c.cgst_paise, c.sgst_paise, c.igst_paise,
       c.total_paise
     FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id
     WHERE c.issued_at >= $1 AND c.issued_at < $2
     ORDER BY issued_at, number`,
    [from, until],
  );
  return result.rows;
}
