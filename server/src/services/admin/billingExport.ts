import { BILLING_EXPORT_RANGE_INVALID } from '@contract/messages/refunds';
import { formatPaise, SAC_TRAINING, stateByCode } from '@contract/billing';
import type { Queryable } from '../../db';
import { badRequest } from '../../lib/httpError';
import { documentsIssuedBetween, type ExportRow } from '../../repositories/adminOrders';
import { formatKolkataDate, TEST_SERIES_MARK } from '../billing/financialYear';
import { stateTaxHead } from '../billing/gst';

const DAY_MS = 24 * 3600 * 1000;
const MAX_DAYS = 366;

export const EXPORT_COLUMNS = [
  'Document type',
  'Document number',
  'Document date',
  'Original invoice number',
  'Buyer name',
  'Buyer GSTIN',
  'Place of supply',
  'Supply type',
  'SAC',
  'Taxable value',
  'CGST',
  'SGST/UTGST',
  'IGST',
  'Total',
];

/** The instant an IST calendar date "YYYY-MM-DD" starts, or undefined for anything else. */
function kolkataMidnight(date: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const instant = new Date(`${date}T00:00:00+05:30`);
  if (Number.isNaN(instant.getTime())) return undefined;
  // new Date rolls 2026-02-30 over to March: refuse dates that are not on the calendar.
  const [year, month, day] = date.split('-');
  return formatKolkataDate(instant) === `${day}-${month}-${year}` ? instant : undefined;
}

/** [start, end) of the IST dates from `from` to `to`, both included; 400 when not a valid range. */
export function exportRange(from: string, to: string): { start: Date; end: Date } {
  const start = kolkataMidnight(from);
  const last = kolkataMidnight(to);
  if (!start || !last || last < start) throw badRequest(BILLING_EXPORT_RANGE_INVALID);
  const end = new Date(last.getTime() + DAY_MS);
  if (end.getTime() - start.getTime() > MAX_DAYS * DAY_MS)
    throw badRequest(BILLING_EXPORT_RANGE_INVALID);
  return { start, end };
}

/** A CSV cell: quoted, and a leading = + - @ (or tab/CR) defused so no spreadsheet runs it. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const rupees = (paise: number) => formatPaise(paise).replace(/,/g, '');

interface SacAmounts {
  sac: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * A document's amounts per SAC (a course's and a test's differ): one entry for a document of one
 * SAC, with its stored totals; otherwise its lines summed per SAC, in the order they first appear.
 */
function amountsBySac(row: ExportRow): SacAmounts[] {
  const lines = typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines;
  const bySac = new Map<string, SacAmounts>();
  for (const line of lines as Exclude<ExportRow['lines'], string>) {
    const sac = line.sac ?? SAC_TRAINING;
    const sum = bySac.get(sac) ?? {
      sac,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 0,
    };
    sum.taxablePaise += line.taxablePaise;
    sum.cgstPaise += line.cgstPaise;
    sum.sgstPaise += line.sgstPaise;
    sum.igstPaise += line.igstPaise;
    sum.totalPaise += line.amountPaise;
    bySac.set(sac, sum);
  }
  if (bySac.size > 1) return [...bySac.values()];
  return [
    {
      sac: bySac.keys().next().value ?? SAC_TRAINING,
      taxablePaise: row.taxable_paise,
      cgstPaise: row.cgst_paise,
      sgstPaise: row.sgst_paise,
      igstPaise: row.igst_paise,
      totalPaise: row.total_paise,
    },
  ];
}

function exportLines(row: ExportRow): string[][] {
  const buyer = typeof row.buyer === 'string' ? JSON.parse(row.buyer) : row.buyer;
  const state = stateByCode(buyer.stateCode);
  const type = row.kind === 'invoice' ? 'Invoice' : 'Credit note';
  const document = [
    // A Test-mode payment's document is no tax document: labelled so, it cannot pass for one.
    row.number.startsWith(TEST_SERIES_MARK) ? `Test ${type.toLowerCase()} (not valid)` : type,
    row.number,
    formatKolkataDate(new Date(row.issued_at)),
    row.original_number ?? '',
    buyer.gstin ? (buyer.legalName ?? buyer.name) : buyer.name,
    buyer.gstin ?? '',
    state ? `${state.code}-${state.name}` : buyer.stateCode,
    row.supply_type === 'intra-state'
      ? `Intra-state (CGST + ${stateTaxHead(row.seller_state)})`
      : 'Inter-state (IGST)',
  ];
  return amountsBySac(row).map((amounts) => [
    ...document,
    amounts.sac,
    rupees(amounts.taxablePaise),
    rupees(amounts.cgstPaise),
    rupees(amounts.sgstPaise),
    rupees(amounts.igstPaise),
    rupees(amounts.totalPaise),
  ]);
}

/**
 * The accountant's CSV of the invoices and credit notes issued between two IST dates: one line per
 * document and SAC (a document with a course and a test has two, its amounts split by line),
 * amounts in rupees with two decimals, credit notes as positive amounts of type "Credit note" with
 * the invoice they reverse.
 */
export async function billingExportCsv(db: Queryable, from: string, to: string): Promise<string> {
  const { start, end } = exportRange(from, to);
  const rows = await documentsIssuedBetween(db, start, end);
  return [EXPORT_COLUMNS, ...rows.flatMap(exportLines)]
    .map((cells) => cells.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}
