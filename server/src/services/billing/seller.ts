import { ACADEMY_NAME } from '@contract/constants';
import { gstinError, stateByCode } from '@contract/billing';
import {
  DEFAULT_CREDIT_NOTE_SERIES,
  DEFAULT_INVOICE_SERIES,
  seriesError,
  testSeriesOf,
  type NumberSeries,
} from './financialYear';

/** The academy as the supplier named on every tax invoice and credit note. */
export interface SellerDetails {
  /** The name learners know, printed large at the top. */
  tradeName: string;
  /** The name on the GST registration. */
  legalName: string;
  addressLines: string[];
  /** GST state code of the registered place of business: decides intra- or inter-state supply. */
  stateCode: string;
  gstin: string;
  email?: string;
  /** Made-up details: every document printed with them says it is not a valid tax invoice. */
  sample: boolean;
  /**
   * Documents of payments taken in Test mode (testModeSeller): numbered in the TEST- series and
   * marked as not valid tax documents. Absent on every real document.
   */
  testMode?: boolean;
  invoiceSeries: NumberSeries;
  creditNoteSeries: NumberSeries;
}

/**
 * SAMPLE seller details for development and tests only: the company, address and GSTIN are
 * invented (the GSTIN merely has a correct check character). Production configuration must
 * replace all of them with the academy's registration.
 */
export const SAMPLE_SELLER: SellerDetails = {
  tradeName: ACADEMY_NAME,
  legalName: 'Vaani Academy Private Limited (SAMPLE)',
  addressLines: ['Sample address: 4th Floor, 12 Example Road', 'Andheri East, Mumbai 400069'],
  stateCode: '27',
  gstin: '27AAACV9999Z1ZG',
  email: 'billing@vaani.example',
  sample: true,
  invoiceSeries: DEFAULT_INVOICE_SERIES,
  creditNoteSeries: DEFAULT_CREDIT_NOTE_SERIES,
};

/** Every mistake in a seller configuration; empty when the server may issue documents with it. */
export function sellerErrors(seller: SellerDetails): string[] {
  const errors: string[] = [];
  if (!seller.tradeName.trim()) errors.push('The seller needs a trade name.');
  if (!seller.legalName.trim()) errors.push('The seller needs a legal name.');
  if (seller.addressLines.every((line) => !line.trim()))
    errors.push('The seller needs an address.');
  if (!stateByCode(seller.stateCode))
    errors.push(`The seller's state code "${seller.stateCode}" is not a state or union territory.`);
  const gstin = gstinError(seller.gstin, seller.stateCode);
  if (gstin) errors.push(`The seller's GSTIN ${seller.gstin}: ${gstin}`);
  for (const series of [seller.invoiceSeries, seller.creditNoteSeries]) {
    const problem = seriesError(series);
    if (problem) errors.push(problem);
  }
  if (seller.invoiceSeries.prefix === seller.creditNoteSeries.prefix)
    errors.push('Invoices and credit notes need different number prefixes.');
  return errors;
}

/**
 * The seller as a Test-mode payment's documents name it: the same details, numbered in the
 * TEST- twins of the series (their own counters, so the real series stay gapless) and marked
 * TEST / NOT A VALID TAX DOCUMENT. Stored with the invoice, so its credit note follows.
 */
export const testModeSeller = (seller: SellerDetails): SellerDetails => ({
  ...seller,
  testMode: true,
  invoiceSeries: testSeriesOf(seller.invoiceSeries),
  creditNoteSeries: testSeriesOf(seller.creditNoteSeries),
});
