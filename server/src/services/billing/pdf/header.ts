import { stateLabel } from '@contract/billing';
import type { SellerDetails } from '../seller';
import { COLORS, contentWidth, horizontalRule, write } from './draw';
import { PAGE_MARGIN } from './pdfDocument';

/**
 * The academy's name, the document's title, the supplier's details and, for a Test-mode payment's
 * document or the sample seller, a warning that it is not a valid tax document.
 */
export function drawHeader(
  doc: PDFKit.PDFDocument,
  seller: SellerDetails,
  title: string,
  copyNote: string,
): number {
  const width = contentWidth(doc);
  const x = PAGE_MARGIN;
  let y = PAGE_MARGIN;
  write(doc, seller.tradeName, x, y, {
    width: width * 0.6,
    size: 22,
    bold: true,
    color: COLORS.brand,
  });
  write(doc, title, x + width * 0.5, y + 4, {
    width: width * 0.5,
    size: 15,
    bold: true,
    align: 'right',
  });
  write(doc, copyNote, x + width * 0.5, y + 24, {
    width: width * 0.5,
    size: 8,
    color: COLORS.muted,
    align: 'right',
  });
  y += 36;
  y += write(doc, seller.legalName, x, y, { width: width * 0.7, bold: true, size: 10 }) + 2;
  for (const line of seller.addressLines)
    y += write(doc, line, x, y, { width: width * 0.7, color: COLORS.muted });
  const registration = `GSTIN: ${seller.gstin}    State: ${stateLabel(seller.stateCode)}`;
  y += write(doc, registration, x, y + 2, { width: width * 0.8 }) + 2;
  if (seller.email)
    y += write(doc, seller.email, x, y, { width: width * 0.7, color: COLORS.muted });
  if (seller.testMode) y = drawWarning(doc, TEST_MODE_WARNING, y + 8);
  if (seller.sample) y = drawWarning(doc, SAMPLE_WARNING, y + 8);
  horizontalRule(doc, y + 8, COLORS.brand);
  return y + 16;
}

export const TEST_MODE_WARNING = 'TEST PAYMENT, NO MONEY TAKEN: NOT A VALID TAX DOCUMENT';
const SAMPLE_WARNING = 'SAMPLE SELLER DETAILS: NOT A VALID TAX DOCUMENT';

function drawWarning(doc: PDFKit.PDFDocument, text: string, y: number): number {
  const width = contentWidth(doc);
  doc.rect(PAGE_MARGIN, y, width, 20).fill(COLORS.warningBand);
  write(doc, text, PAGE_MARGIN, y + 5.5, {
    width,
    bold: true,
    size: 8.5,
    color: COLORS.warning,
    align: 'center',
  });
  return y + 20;
}
