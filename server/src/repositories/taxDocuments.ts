import type { Queryable } from '../db';

// Tax invoices and credit notes as issued: everything printed on them is stored with them.

export interface StoredLine {
  description: string;
  /** Absent on lines stored before tests were sold (courses: 999293). */
  sac?: string;
  unitPriceRupees: number;
  quantity: number;
  grossPaise: number;
  discountPaise: number;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface DocumentTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

interface DocumentRowBase {
  id: string;
  number: string;
  financial_year: string;
  sequence: number;
  issued_at: Date;
  seller: unknown;
  buyer: unknown;
  supply_type: 'intra-state' | 'inter-state';
  lines: StoredLine[];
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

export interface InvoiceRow extends DocumentRowBase {
  order_id: string;
  user_id: string;
  payment_reference: string;
}

export interface CreditNoteRow extends DocumentRowBase {
  refund_id: string;
  invoice_id: string;
}

const BASE = `id, number, financial_year, sequence, issued_at, seller, buyer, supply_type, lines,
  taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise`;

/** JSON columns come back parsed from node-postgres and PGlite alike; a string is parsed here. */
const parsed = <T extends DocumentRowBase>(row: T | undefined): T | undefined =>
  row && {
    ...row,
    issued_at: new Date(row.issued_at),
    seller: typeof row.seller === 'string' ? JSON.parse(row.seller) : row.seller,
    buyer: typeof row.buyer === 'string' ? JSON.parse(row.buyer) : row.buyer,
    lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as StoredLine[]) : row.lines,
  };

export interface NewDocument {
  number: string;
  financialYear: string;
  sequence: number;
  issuedAt: Date;
  seller: unknown;
  buyer: unknown;
  supplyType: 'intra-state' | 'inter-state';
  lines: StoredLine[];
  totals: DocumentTotals;
}

const documentValues = (doc: NewDocument) => [
  doc.number,
  doc.financialYear,
  doc.sequence,
  doc.issuedAt,
  JSON.stringify(doc.seller),
  JSON.stringify(doc.buyer),
  doc.supplyType,
  JSON.stringify(doc.lines),
  doc.totals.taxablePaise,
  doc.totals.cgstPaise,
  doc.totals.sgstPaise,
  doc.totals.igstPaise,
  doc.totals.totalPaise,
];

export async function insertInvoice(
  tx: Queryable,
  invoice: NewDocument & { orderId: string; userId: string; paymentReference: string },
): Promise<InvoiceRow> {
  const result = await tx.query<InvoiceRow>(
    `INSERT INTO invoices (number, financial_year, sequence, issued_at, seller, buyer, supply_type, lines,
       taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, order_id, user_id, payment_reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     RETURNING ${BASE}, order_id, user_id, payment_reference`,
    [...documentValues(invoice), invoice.orderId, invoice.userId, invoice.paymentReference],
  );
  return parsed(result.rows[0])!;
}

export async function insertCreditNote(
  tx: Queryable,
  note: NewDocument & { refundId: string; invoiceId: string },
): Promise<CreditNoteRow> {
  const result = await tx.query<CreditNoteRow>(
    `INSERT INTO credit_notes (number, financial_year, sequence, issued_at, seller, buyer, supply_type, lines,
       taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, refund_id, invoice_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     RETURNING ${BASE}, refund_id, invoice_id`,
    [...documentValues(note), note.refundId, note.invoiceId],
  );
  return parsed(result.rows[0])!;
}

export async function findInvoice(db: Queryable, id: string): Promise<InvoiceRow | undefined> {
  const result = await db.query<InvoiceRow>(
    `SELECT ${BASE}, order_id, user_id, payment_reference FROM invoices WHERE id = $1`,
    [id],
  );
  return parsed(result.rows[0]);
}

export async function findInvoiceOfOrder(
  db: Queryable,
  orderId: string,
): Promise<InvoiceRow | undefined> {
  const result = await db.query<InvoiceRow>(
    `SELECT ${BASE}, order_id, user_id, payment_reference FROM invoices WHERE order_id = $1`,
    [orderId],
  );
  return parsed(result.rows[0]);
}

export async function findCreditNote(
  db: Queryable,
  id: string,
): Promise<CreditNoteRow | undefined> {
  const result = await db.query<CreditNoteRow>(
    `SELECT ${BASE}, refund_id, invoice_id FROM credit_notes WHERE id = $1`,
    [id],
  );
  return parsed(result.rows[0]);
}

export async function findCreditNoteOfRefund(
  db: Queryable,
  refundId: string,
): Promise<CreditNoteRow | undefined> {
  const result = await db.query<CreditNoteRow>(
    `SELECT ${BASE}, refund_id, invoice_id FROM credit_notes WHERE refund_id = $1`,
    [refundId],
  );
  return parsed(result.rows[0]);
}

/** The owner (learner) of a credit note, through its invoice. */
export async function creditNoteOwnerId(db: Queryable, id: string): Promise<string | undefined> {
  const result = await db.query<{ user_id: string }>(
    `SELECT i.user_id FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id WHERE c.id = $1`,
    [id],
  );
  return result.rows[0]?.user_id;
}

/** The ids and totals of a set of orders' invoices, by order id. */
export async function invoiceRefsOfOrders(
  db: Queryable,
  orderIds: string[],
): Promise<Map<string, { id: string; number: string; issued_at: Date; total_paise: number }>> {
  const result = await db.query<{
    id: string;
    order_id: string;
    number: string;
    issued_at: Date;
    total_paise: number;
  }>(
    `SELECT id, order_id, number, issued_at, total_paise FROM invoices WHERE order_id = ANY($1::uuid[])`,
    [orderIds],
  );
  return new Map(
    result.rows.map((row) => [row.order_id, { ...row, issued_at: new Date(row.issued_at) }]),
  );
}
