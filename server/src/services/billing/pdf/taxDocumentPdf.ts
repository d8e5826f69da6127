import type { BillingDetails } from '@contract/billing';
import type { SellerDetails } from '../seller';
import type { TaxedLines } from '../taxDocument';
import { drawHeader } from './header';
import { drawLineTable } from './lineTable';
import { drawParties } from './parties';
import { openPdf } from './pdfDocument';
import { drawFooter, drawSummary } from './summary';

/** What differs between a tax invoice and a credit note; the layout is the same. */
export interface TaxDocumentSpec {
  title: string;
  /** The document's number, repeated at the top of any further page. */
  number: string;
  copyNote: string;
  /** Number, dates, place of supply and references, in the order printed. */
  facts: [string, string][];
  totalLabel: string;
  footerNote: string;
  pdfTitle: string;
  issuedAt: Date;
  seller: SellerDetails;
  buyer: BillingDetails;
  tax: TaxedLines;
}

export async function renderTaxDocument(spec: TaxDocumentSpec): Promise<Buffer> {
  const { doc, buffer } = await openPdf({
    title: spec.pdfTitle,
    author: spec.seller.legalName,
    subject: spec.title,
    createdAt: spec.issuedAt,
  });
  let y = drawHeader(doc, spec.seller, spec.title, spec.copyNote);
  y = drawParties(doc, spec.buyer, spec.facts, y);
  const continuation = `${spec.title} ${spec.number} (continued)`;
  y = drawLineTable(doc, spec.tax, spec.seller.stateCode, y, continuation);
  drawSummary(doc, spec.seller, spec.tax, spec.totalLabel, y, continuation);
  drawFooter(doc, spec.seller.testMode ? `TEST MODE. ${spec.footerNote}` : spec.footerNote);
  doc.end();
  return buffer;
}
