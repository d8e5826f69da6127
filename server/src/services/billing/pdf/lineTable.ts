import { formatPaise, SAC_TRAINING } from '@contract/billing';
import { stateTaxHead, sumLineTaxes, TAX_HEAD_RATES, type LineTax, type TaxedLine } from '../gst';
import type { DocumentLine, TaxedLines } from '../taxDocument';
import {
  COLORS,
  continuationPage,
  contentWidth,
  horizontalRule,
  textHeight,
  write,
  writeFitted,
} from './draw';
import { FONTS } from './fonts';
import { PAGE_MARGIN } from './pdfDocument';

type Row = TaxedLine<DocumentLine>;

interface Column {
  header: string;
  /** Undefined for the description, which takes the width the others leave. */
  width?: number;
  align: 'left' | 'right' | 'center';
  cell: (row: Row, index: number) => string;
  /** Wraps onto more lines (the description); every other cell stays on one line. */
  wraps?: boolean;
  /** The totals row; blank when absent. */
  total?: (totals: LineTax) => string;
}

const CELL_PADDING = 3;
const FONT_SIZE = 8;
/** Room kept below the last row on a page before the table continues on the next. */
const PAGE_BOTTOM_RESERVE = 48;

const money = (pick: (amounts: LineTax) => number, header: string, width: number): Column => ({
  header,
  width,
  align: 'right',
  cell: (row) => formatPaise(pick(row)),
  total: (totals) => formatPaise(pick(totals)),
});

function columnsFor(tax: TaxedLines, sellerStateCode: string): Column[] {
  const rates = TAX_HEAD_RATES[tax.supplyType];
  const taxColumns =
    tax.supplyType === 'intra-state'
      ? [
          money((row) => row.cgstPaise, `CGST ${rates.cgst}%`, 50),
          money((row) => row.sgstPaise, `${stateTaxHead(sellerStateCode)} ${rates.sgst}%`, 50),
        ]
      : [money((row) => row.igstPaise, `IGST ${rates.igst}%`, 56)];
  return [
    { header: '#', width: 20, align: 'center', cell: (_, index) => String(index + 1) },
    {
      header: 'Description',
      align: 'left',
      wraps: true,
      cell: (row) => row.description,
      total: () => 'Total',
    },
    { header: 'SAC', width: 38, align: 'center', cell: (row) => row.sac ?? SAC_TRAINING },
    { header: 'Qty', width: 24, align: 'right', cell: (row) => String(row.quantity) },
    money((row) => row.grossPaise, 'Price', 56),
    money((row) => row.discountPaise, 'Discount', 52),
    money((row) => row.taxablePaise, 'Taxable value', 60),
    ...taxColumns,
    money((row) => row.amountPaise, 'Amount', 58),
  ];
}

interface Placed extends Column {
  x: number;
  width: number;
}

function place(doc: PDFKit.PDFDocument, columns: Column[]): Placed[] {
  const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  let x = PAGE_MARGIN;
  return columns.map((column) => {
    const width = column.width ?? contentWidth(doc) - fixed;
    const placed = { ...column, x, width };
    x += width;
    return placed;
  });
}

const innerWidth = (column: Placed) => column.width - 2 * CELL_PADDING;

function drawHeaderRow(doc: PDFKit.PDFDocument, columns: Placed[], y: number): number {
  doc.font(FONTS.bold).fontSize(7.5);
  const height =
    Math.max(
      ...columns.map((column) => doc.heightOfString(column.header, { width: innerWidth(column) })),
    ) +
    2 * CELL_PADDING;
  doc.rect(PAGE_MARGIN, y, contentWidth(doc), height).fill(COLORS.band);
  for (const column of columns)
    write(doc, column.header, column.x + CELL_PADDING, y + CELL_PADDING, {
      width: innerWidth(column),
      size: 7.5,
      bold: true,
      align: column.align,
    });
  return y + height;
}

function drawRow(
  doc: PDFKit.PDFDocument,
  columns: Placed[],
  texts: string[],
  y: number,
  bold: boolean,
): number {
  const description = columns.findIndex((column) => column.wraps);
  const wrapped = textHeight(doc, texts[description] ?? '', {
    width: innerWidth(columns[description]!),
    size: FONT_SIZE,
    bold,
  });
  const height = Math.max(wrapped, FONT_SIZE + 2) + 2 * CELL_PADDING;
  columns.forEach((column, index) => {
    const style = { width: innerWidth(column), size: FONT_SIZE, bold, align: column.align };
    const text = texts[index] ?? '';
    if (column.wraps) write(doc, text, column.x + CELL_PADDING, y + CELL_PADDING, style);
    else writeFitted(doc, text, column.x + CELL_PADDING, y + CELL_PADDING, style);
  });
  horizontalRule(doc, y + height);
  return y + height;
}

/** The per-line breakup with a totals row; continues on a new page (header repeated) when full. */
export function drawLineTable(
  doc: PDFKit.PDFDocument,
  tax: TaxedLines,
  sellerStateCode: string,
  y: number,
  continuation: string,
): number {
  const columns = place(doc, columnsFor(tax, sellerStateCode));
  write(doc, 'Amounts in ₹', PAGE_MARGIN, y, {
    width: contentWidth(doc),
    size: 7,
    color: COLORS.muted,
    align: 'right',
  });
  let top = drawHeaderRow(doc, columns, y + 11);
  const bottom = () => doc.page.height - PAGE_MARGIN - PAGE_BOTTOM_RESERVE;
  tax.lines.forEach((line, index) => {
    if (top + 3 * FONT_SIZE > bottom()) {
      top = drawHeaderRow(doc, columns, continuationPage(doc, continuation));
    }
    top = drawRow(
      doc,
      columns,
      columns.map((column) => column.cell(line, index)),
      top,
      false,
    );
  });
  const totals = sumLineTaxes(tax.lines);
  return drawRow(
    doc,
    columns,
    columns.map((column) => column.total?.(totals) ?? ''),
    top,
    true,
  );
}
