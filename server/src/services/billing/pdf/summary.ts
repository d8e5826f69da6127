import { formatDocumentRupees } from '@contract/billing';
import { amountInWords } from '../amountInWords';
import { stateTaxHead, sumLineTaxes, TAX_HEAD_RATES } from '../gst';
import type { SellerDetails } from '../seller';
import type { TaxedLines } from '../taxDocument';
import { COLORS, continuationPage, contentWidth, horizontalRule, write } from './draw';
import { PAGE_MARGIN } from './pdfDocument';

/** Height the totals, words, reverse-charge note and signature need; moved to a new page if short. */
const SUMMARY_HEIGHT = 230;

function taxRows(tax: TaxedLines, sellerStateCode: string): [string, number][] {
  const totals = sumLineTaxes(tax.lines);
  const rates = TAX_HEAD_RATES[tax.supplyType];
  const heads: [string, number][] =
    tax.supplyType === 'intra-state'
      ? [
          [`CGST @ ${rates.cgst}%`, totals.cgstPaise],
          [`${stateTaxHead(sellerStateCode)} @ ${rates.sgst}%`, totals.sgstPaise],
        ]
      : [[`IGST @ ${rates.igst}%`, totals.igstPaise]];
  return [['Taxable value', totals.taxablePaise], ...heads];
}

/** Totals in figures and in words, the reverse-charge statement and the signatory's block. */
export function drawSummary(
  doc: PDFKit.PDFDocument,
  seller: SellerDetails,
  tax: TaxedLines,
  totalLabel: string,
  y: number,
  continuation: string,
): number {
  let top = y + 12;
  if (top + SUMMARY_HEIGHT > doc.page.height - PAGE_MARGIN)
    top = continuationPage(doc, continuation);
  const width = contentWidth(doc);
  const boxX = PAGE_MARGIN + width * 0.55;
  const boxWidth = width * 0.45;
  for (const [label, paise] of taxRows(tax, seller.stateCode)) {
    write(doc, label, boxX, top, { width: boxWidth * 0.6, color: COLORS.muted });
    write(doc, formatDocumentRupees(paise), boxX, top, { width: boxWidth, align: 'right' });
    top += 14;
  }
  const total = sumLineTaxes(tax.lines).amountPaise;
  doc.rect(boxX, top + 2, boxWidth, 22).fill(COLORS.band);
  write(doc, totalLabel, boxX + 6, top + 8, { width: boxWidth * 0.6, bold: true, size: 10 });
  write(doc, formatDocumentRupees(total), boxX, top + 8, {
    width: boxWidth - 6,
    bold: true,
    size: 10,
    align: 'right',
  });
  top += 34;

  write(doc, 'Amount in words', PAGE_MARGIN, top, {
    width,
    size: 7.5,
    bold: true,
    color: COLORS.muted,
  });
  top += 11;
  top += write(doc, amountInWords(total), PAGE_MARGIN, top, { width, bold: true }) + 10;
  top += write(doc, 'Tax is not payable on reverse charge.', PAGE_MARGIN, top, { width }) + 28;

  const signX = PAGE_MARGIN + width * 0.55;
  write(doc, `For ${seller.legalName}`, signX, top, {
    width: width * 0.45,
    align: 'right',
    bold: true,
  });
  top += 44;
  doc
    .moveTo(signX + width * 0.15, top)
    .lineTo(PAGE_MARGIN + width, top)
    .lineWidth(0.6)
    .strokeColor(COLORS.ink)
    .stroke();
  write(doc, 'Authorised Signatory', signX, top + 4, { width: width * 0.45, align: 'right' });
  return top + 20;
}

/** A small note at the foot of every page. */
export function drawFooter(doc: PDFKit.PDFDocument, note: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const y = doc.page.height - PAGE_MARGIN;
    horizontalRule(doc, y - 6);
    // Writing below the bottom margin would start a new page; lift the margin while we do.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(doc, `${note}    Page ${index - range.start + 1} of ${range.count}`, PAGE_MARGIN, y, {
      width: contentWidth(doc),
      size: 7,
      color: COLORS.muted,
      align: 'center',
    });
    doc.page.margins.bottom = margin;
  }
}
