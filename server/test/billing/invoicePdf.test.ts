import { gstinCheckCharacter } from '@contract/billing';
import { computeGst } from '../../src/services/billing/gst';
import { renderInvoicePdf } from '../../src/services/billing/invoicePdf';
import { COURSES, interStateInvoice, intraStateInvoice } from './fixtures';
import { pdfPages, pdfText, unembeddedFonts } from './pdfText';

describe('tax invoice PDF, within the academy’s state, with a GSTIN and a coupon', () => {
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    pdf = await renderInvoicePdf(intraStateInvoice());
    text = await pdfText(pdf);
  });

  it('is a one-page PDF with every font embedded', async () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfPages(pdf)).toHaveLength(1);
    expect(unembeddedFonts(pdf)).toEqual([]);
    const raw = pdf.toString('latin1');
    expect(raw.match(/\/FontFile2 /g)?.length).toBe(raw.match(/\/Type \/FontDescriptor/g)?.length);
  });

  it('names the academy and the supplier with address, GSTIN and state', () => {
    expect(text).toMatch(/^Vaani Academy TAX INVOICE/);
    expect(text).toContain('Vaani Academy Private Limited (SAMPLE)');
    expect(text).toContain('Sample address: 4th Floor, 12 Example Road');
    expect(text).toContain('Andheri East, Mumbai 400069');
    expect(text).toContain('GSTIN: 27AAACV9999Z1ZG State: Maharashtra (27)');
    expect(text).toContain('SAMPLE SELLER DETAILS: NOT A VALID TAX DOCUMENT');
  });

  it('carries the invoice number and date (in India), the order number and payment reference', () => {
    expect(text).toContain('Invoice number VA/26-27/000123');
    expect(text).toContain('Invoice date 23-11-2026');
    expect(text).toContain('Order number ORD-7F3A9C21');
    expect(text).toContain('Payment reference pay_Q7x2LmN8vR4tYz');
  });

  it('names the buyer with legal name, GSTIN, billing state and place of supply', () => {
    expect(text).toContain('BILLED TO\nAsha Rao');
    expect(text).toContain('Legal name Bright Future Learning LLP');
    expect(text).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(text).toContain('Billing state Maharashtra (27)');
    expect(text).toContain('Place of supply Maharashtra (27)');
  });

  it('lists each line with SAC, quantity, price, discount, taxable value, CGST and SGST', () => {
    expect(text).toContain('Price Discount Taxable\nvalue\nCGST 9% SGST 9% Amount');
    expect(text).toContain('IELTS Writing Band\nBooster: Task 1 and Task 2\nin depth');
    // The ₹100 coupon split 50.02 / 33.33 / 16.65; taxable = paid × 100 / 118; tax halves.
    expect(text).toContain('999293 1 1,499.00 50.02 1,227.95 110.51 110.52 1,448.98');
    expect(text).toContain('999293 1 999.00 33.33 818.36 73.65 73.66 965.67');
    expect(text).toContain('999293 1 499.00 16.65 408.77 36.79 36.79 482.35');
    expect(text).toContain('Total 2,997.00 100.00 2,455.08 220.95 220.97 2,897.00');
    expect(text).not.toContain('IGST');
  });

  it('totals in figures with the ₹ sign and in words', () => {
    expect(text).toContain('Taxable value ₹2,455.08');
    expect(text).toContain('CGST @ 9% ₹220.95');
    expect(text).toContain('SGST @ 9% ₹220.97');
    expect(text).toContain('Invoice total ₹2,897.00');
    expect(text).toContain('Amount in words\nRupees Two Thousand Eight Hundred Ninety-Seven Only');
  });

  it('states the reverse charge and leaves a line for the authorised signatory', () => {
    expect(text).toContain('Tax is not payable on reverse charge.');
    expect(text).toContain('For Vaani Academy Private Limited (SAMPLE)\nAuthorised Signatory');
  });

  it('renders the same bytes from the same data, so a stored invoice can be re-checked', async () => {
    expect((await renderInvoicePdf(intraStateInvoice())).equals(pdf)).toBe(true);
  });
});

describe('tax invoice PDF to another state, without a GSTIN', () => {
  let text: string;
  beforeAll(async () => {
    text = await pdfText(await renderInvoicePdf(interStateInvoice()));
  });

  it('charges IGST at 18 % and prints no CGST or SGST', () => {
    expect(text).toContain('Taxable\nvalue\nIGST 18% Amount');
    expect(text).toContain(
      'Spoken English for Beginners 999293 1 999.00 0.00 846.61 152.39 999.00',
    );
    expect(text).toContain('IGST @ 18% ₹152.39');
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toContain('Invoice total ₹999.00');
    expect(text).toContain('Rupees Nine Hundred Ninety-Nine Only');
  });

  it('shows the buyer as unregistered, in Karnataka, supplied in Karnataka', () => {
    expect(text).toContain('Ravi Kumar\nGSTIN Unregistered\nBilling state Karnataka (29)');
    expect(text).toContain('Place of supply Karnataka (29)');
    expect(text).not.toContain('Legal name');
  });

  it('dates a payment at 23:30 IST on 31 March in that day and financial year', () => {
    expect(text).toContain('Invoice date 31-03-2027');
  });
});

describe('tax invoice PDF from a union territory without a legislature', () => {
  it('names the state half of the tax UTGST', async () => {
    const invoice = intraStateInvoice();
    const seller = { ...invoice.seller, stateCode: '04', gstin: '' };
    seller.gstin = `04AAACV9999Z1Z${gstinCheckCharacter('04AAACV9999Z1Z')}`;
    const tax = computeGst({
      lines: COURSES.slice(2),
      discountPaise: 0,
      sellerStateCode: '04',
      placeOfSupplyCode: '04',
    });
    const text = await pdfText(
      await renderInvoicePdf({
        ...invoice,
        seller,
        buyer: { name: 'Simran Kaur', stateCode: '04' },
        tax,
      }),
    );
    expect(text).toContain('State: Chandigarh (04)');
    expect(text).toContain('CGST 9% UTGST 9% Amount');
    expect(text).toContain('999293 1 499.00 0.00 422.88 38.06 38.06 499.00');
    expect(text).toContain('UTGST @ 9% ₹38.06');
    expect(text).not.toContain('SGST');
  });
});

describe('a long invoice', () => {
  it('continues the table on further pages and keeps the totals and signatory', async () => {
    const invoice = intraStateInvoice();
    const lines = Array.from({ length: 30 }, (_, index) => ({
      ...invoice.tax.lines[0]!,
      description: `Course ${index + 1}`,
    }));
    const pages = await pdfPages(
      await renderInvoicePdf({ ...invoice, tax: { ...invoice.tax, lines } }),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toMatch(/^TAX INVOICE VA\/26-27\/000123 \(continued\)\n# Description/);
    expect(pages.at(-1)).toContain('Authorised Signatory');
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    const all = pages.join('\n');
    for (let index = 1; index <= 30; index += 1) expect(all).toContain(`Course ${index} 999293`);
    // 30 × ₹1,448.98.
    expect(all).toContain('Invoice total ₹43,469.40');
  });
});
