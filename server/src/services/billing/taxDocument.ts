import type { BillingDetails } from '@contract/billing';
import type { GstLineInput, SupplyType, TaxedLine } from './gst';
import type { SellerDetails } from './seller';

/** One invoice line: a course (or test) and its GST-inclusive list price. */
export interface DocumentLine extends GstLineInput {
  description: string;
  /**
   * Its Services Accounting Code (a course's or a test's). Lines stored before tests were sold
   * have none: they are courses, 999293.
   */
  sac?: string;
}

/** The lines of an invoice, or the part of one a credit note reverses, with their stored taxes. */
export interface TaxedLines {
  supplyType: SupplyType;
  lines: TaxedLine<DocumentLine>[];
}

interface PartiesAndLines {
  seller: SellerDetails;
  /** Its state is the place of supply. */
  buyer: BillingDetails;
  tax: TaxedLines;
}

export interface InvoiceData extends PartiesAndLines {
  number: string;
  issuedAt: Date;
  orderNumber: string;
  /** The payment provider's id of the captured payment. */
  paymentReference: string;
}

export interface CreditNoteData extends PartiesAndLines {
  number: string;
  issuedAt: Date;
  invoiceNumber: string;
  invoiceIssuedAt: Date;
  orderNumber: string;
  /** The payment provider's id of the refund, once it has one. */
  refundReference?: string;
  reason: string;
}
