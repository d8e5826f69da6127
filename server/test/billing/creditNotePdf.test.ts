import { renderCreditNotePdf } from '../../src/services/billing/creditNotePdf';
import { creditNote } from './fixtures';
import { pdfText, unembeddedFonts } from './pdfText';

describe('credit note PDF', () => {
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    pdf = await renderCreditNotePdf(creditNote());
    text = await pdfText(pdf);
  });

  it('is titled a credit note, numbered in its own series, with fonts embedded', () => {
    expect(text).toMatch(/^Vaani Academy CREDIT NOTE/);
    expect(text).toContain('Credit note number VACN/26-27/00012');
    expect(text).toContain('Credit note date 26-11-2026');
    expect(unembeddedFonts(pdf)).toEqual([]);
  });

  it('refers to the invoice it reverses by number and date', () => {
    expect(text).toContain('Against invoice VA/26-27/000123');
    expect(text).toContain('Invoice date 23-11-2026');
    expect(text).toContain('Order number ORD-7F3A9C21');
    expect(text).toContain('Refund reference rfnd_S2m4NbV7cX1zQe');
    expect(text).toContain('Reason Refund requested within 7 days');
  });

  it('names supplier and buyer as the invoice did', () => {
    expect(text).toContain('GSTIN: 27AAACV9999Z1ZG State: Maharashtra (27)');
    expect(text).toContain('Legal name Bright Future Learning LLP');
    expect(text).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(text).toContain('Place of supply Maharashtra (27)');
  });

  it('repeats the reversed line’s tax breakup from the invoice, in figures and words', () => {
    expect(text).toContain(
      'Spoken English for\nBeginners\n999293 1 999.00 33.33 818.36 73.65 73.66 965.67',
    );
    expect(text).not.toContain('IELTS Writing');
    expect(text).toContain('CGST @ 9% ₹73.65');
    expect(text).toContain('SGST @ 9% ₹73.66');
    expect(text).toContain('Total credit ₹965.67');
    expect(text).toContain('Rupees Nine Hundred Sixty-Five and Paise Sixty-Seven Only');
    expect(text).toContain('Tax is not payable on reverse charge.');
    expect(text).toContain('Authorised Signatory');
  });

  it('omits the refund reference until the provider has given one', async () => {
    const withoutRefund = await pdfText(
      await renderCreditNotePdf({ ...creditNote(), refundReference: undefined }),
    );
    expect(withoutRefund).not.toContain('Refund reference');
    expect(withoutRefund).toContain('Against invoice VA/26-27/000123');
  });
});
