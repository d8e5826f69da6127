import { stateLabel, type BillingDetails } from '@contract/billing';
import { COLORS, contentWidth, write, writePairs } from './draw';
import { PAGE_MARGIN } from './pdfDocument';

/** "Billed to" on the left, the document's own facts (number, dates, references) on the right. */
export function drawParties(
  doc: PDFKit.PDFDocument,
  buyer: BillingDetails,
  facts: readonly (readonly [string, string])[],
  y: number,
): number {
  const width = contentWidth(doc);
  const left = PAGE_MARGIN;
  const leftWidth = width * 0.46;
  let leftY = y;
  leftY +=
    write(doc, 'BILLED TO', left, leftY, {
      width: leftWidth,
      size: 7.5,
      bold: true,
      color: COLORS.muted,
    }) + 3;
  leftY += write(doc, buyer.name, left, leftY, { width: leftWidth, size: 10.5, bold: true }) + 2;
  const buyerPairs: [string, string][] = [];
  if (buyer.gstin) {
    buyerPairs.push(['Legal name', buyer.legalName ?? buyer.name], ['GSTIN', buyer.gstin]);
  } else buyerPairs.push(['GSTIN', 'Unregistered']);
  buyerPairs.push(['Billing state', stateLabel(buyer.stateCode)]);
  leftY += writePairs(doc, buyerPairs, left, leftY, { label: 70, value: leftWidth - 70 });

  const right = PAGE_MARGIN + width * 0.52;
  const rightWidth = width * 0.48;
  const rightY = y + writePairs(doc, facts, right, y, { label: 104, value: rightWidth - 104 });
  return Math.max(leftY, rightY) + 10;
}
