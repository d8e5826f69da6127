import { computeGst } from '../../src/services/billing/gst';
import { SAMPLE_SELLER } from '../../src/services/billing/seller';
import type {
  CreditNoteData,
  DocumentLine,
  InvoiceData,
} from '../../src/services/billing/taxDocument';

export const COURSES: DocumentLine[] = [
  {
    description: 'IELTS Writing Band Booster: Task 1 and Task 2 in depth',
    unitPriceRupees: 1499,
    quantity: 1,
  },
  { description: 'Spoken English for Beginners', unitPriceRupees: 999, quantity: 1 },
  { description: 'Accent Training for BPO Roles', unitPriceRupees: 499, quantity: 1 },
];

/** A business in Maharashtra (the sample academy's state) with a GSTIN, using a ₹100 coupon. */
export function intraStateInvoice(): InvoiceData {
  return {
    number: 'VA/26-27/000123',
    issuedAt: new Date('2026-11-23T09:15:00Z'),
    orderNumber: 'ORD-7F3A9C21',
    paymentReference: 'pay_Q7x2LmN8vR4tYz',
    seller: SAMPLE_SELLER,
    buyer: {
      name: 'Asha Rao',
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Bright Future Learning LLP',
    },
    tax: computeGst({
      lines: COURSES,
      discountPaise: 10000,
      sellerStateCode: SAMPLE_SELLER.stateCode,
      placeOfSupplyCode: '27',
    }),
  };
}

/** A learner in Karnataka without a GSTIN and without a coupon. */
export function interStateInvoice(): InvoiceData {
  return {
    number: 'VA/26-27/000124',
    issuedAt: new Date('2027-03-31T18:00:00Z'),
    orderNumber: 'ORD-2B81D0E4',
    paymentReference: 'pay_R1k9PqS3uV6wXa',
    seller: SAMPLE_SELLER,
    buyer: { name: 'Ravi Kumar', stateCode: '29' },
    tax: computeGst({
      lines: COURSES.slice(1, 2),
      discountPaise: 0,
      sellerStateCode: SAMPLE_SELLER.stateCode,
      placeOfSupplyCode: '29',
    }),
  };
}

/** Reverses the second course of the intra-state invoice, with the taxes that invoice charged. */
export function creditNote(): CreditNoteData {
  const invoice = intraStateInvoice();
  return {
    number: 'VACN/26-27/00012',
    issuedAt: new Date('2026-11-26T05:40:00Z'),
    invoiceNumber: invoice.number,
    invoiceIssuedAt: invoice.issuedAt,
    orderNumber: invoice.orderNumber,
    refundReference: 'rfnd_S2m4NbV7cX1zQe',
    reason: 'Refund requested within 7 days',
    seller: invoice.seller,
    buyer: invoice.buyer,
    tax: { supplyType: invoice.tax.supplyType, lines: invoice.tax.lines.slice(1, 2) },
  };
}

/** A learner's name in each of India's scripts the documents print (and the script's name). */
export const INDIAN_NAMES: readonly (readonly [script: string, name: string])[] = [
  ['Devanagari', 'अनन्या शर्मा'],
  ['Tamil', 'தமிழ்செல்வி'],
  ['Bengali', 'রবীন্দ্রনাথ ঠাকুর'],
  ['Telugu', 'శ్రీనివాస్ రెడ్డి'],
  ['Gujarati', 'કૃષ્ણ પટેલ'],
  ['Kannada', 'ಶ್ರೀನಿವಾಸ ಮೂರ್ತಿ'],
  ['Malayalam', 'ലക്ഷ്മി മേനോൻ'],
  ['Gurmukhi', 'ਹਰਪ੍ਰੀਤ ਕੌਰ'],
  ['Odia', 'ପ୍ରିୟଙ୍କା ମିଶ୍ର'],
];

/** The intra-state invoice made out to a learner whose name is in an Indian script. */
export function invoiceTo(name: string, description?: string): InvoiceData {
  const invoice = intraStateInvoice();
  const lines = description ? [{ ...COURSES[0]!, description }, ...COURSES.slice(1)] : COURSES;
  return {
    ...invoice,
    buyer: { name, stateCode: '27' },
    tax: computeGst({
      lines,
      discountPaise: 10000,
      sellerStateCode: SAMPLE_SELLER.stateCode,
      placeOfSupplyCode: '27',
    }),
  };
}

/** The credit note of the invoice to `name`. */
export function creditNoteTo(name: string, reason?: string): CreditNoteData {
  const note = creditNote();
  return { ...note, buyer: { name, stateCode: '27' }, reason: reason ?? note.reason };
}
