import { SAMPLE_SELLER, sellerErrors } from '../../src/services/billing/seller';

describe('seller configuration', () => {
  it('ships a sample that is labelled as one and would pass validation', () => {
    expect(SAMPLE_SELLER.sample).toBe(true);
    expect(SAMPLE_SELLER.legalName).toContain('SAMPLE');
    expect(sellerErrors(SAMPLE_SELLER)).toEqual([]);
  });

  it('lists every mistake of a bad configuration', () => {
    expect(
      sellerErrors({
        ...SAMPLE_SELLER,
        legalName: ' ',
        stateCode: '29',
        invoiceSeries: { prefix: 'VACN', digits: 5 },
      }),
    ).toEqual([
      'The seller needs a legal name.',
      "The seller's GSTIN 27AAACV9999Z1ZG: This GSTIN belongs to Maharashtra, not Karnataka.",
      'Invoices and credit notes need different number prefixes.',
    ]);
    expect(sellerErrors({ ...SAMPLE_SELLER, gstin: '27AAACV9999Z1ZH' })).toEqual([
      `The seller's GSTIN 27AAACV9999Z1ZH: This GSTIN does not pass its check: a character is mistyped. Please copy it again from the GST certificate.`,
    ]);
  });
});
