import fc from 'fast-check';
import {
  computeGst,
  splitProRata,
  stateTaxHead,
  sumLineTaxes,
  taxableOf,
  type GstLineInput,
} from '../../src/services/billing/gst';

const MAHARASHTRA = '27';
const KARNATAKA = '29';
const course = (unitPriceRupees: number, quantity = 1): GstLineInput => ({
  unitPriceRupees,
  quantity,
});

describe('GST on one course without a coupon', () => {
  it('splits ₹499 within Maharashtra into CGST and SGST', () => {
    const { supplyType, lines, totals } = computeGst({
      lines: [course(499)],
      discountPaise: 0,
      sellerStateCode: MAHARASHTRA,
      placeOfSupplyCode: MAHARASHTRA,
    });
    expect(supplyType).toBe('intra-state');
    // 49900 × 100 / 118 = 42288.13…, so 42288 taxable and 7612 tax, split 3806 + 3806.
    expect(lines[0]).toMatchObject({
      grossPaise: 49900,
      discountPaise: 0,
      amountPaise: 49900,
      taxablePaise: 42288,
      cgstPaise: 3806,
      sgstPaise: 3806,
      igstPaise: 0,
    });
    expect(totals.amountPaise).toBe(49900);
  });

  it('charges IGST when the buyer is in another state', () => {
    const { supplyType, lines } = computeGst({
      lines: [course(499)],
      discountPaise: 0,
      sellerStateCode: MAHARASHTRA,
      placeOfSupplyCode: KARNATAKA,
    });
    expect(supplyType).toBe('inter-state');
    expect(lines[0]).toMatchObject({
      taxablePaise: 42288,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 7612,
    });
  });

  it('gives the odd paisa of the tax to SGST', () => {
    // ₹1: 100 × 100 / 118 = 84.75…, so 85 taxable and 15 tax: CGST 7, SGST 8.
    const { lines } = computeGst({
      lines: [course(1)],
      discountPaise: 0,
      sellerStateCode: MAHARASHTRA,
      placeOfSupplyCode: MAHARASHTRA,
    });
    expect(lines[0]).toMatchObject({ taxablePaise: 85, cgstPaise: 7, sgstPaise: 8 });
  });
});

describe('GST with a coupon', () => {
  it('shares the discount pro rata and the leftover paisa by largest remainder', () => {
    // ₹100 off ₹1,499 + ₹999 + ₹499 (₹2,997): exact shares 5001.67, 3333.33 and 1665.00 paise.
    const { lines, totals } = computeGst({
      lines: [course(1499), course(999), course(499)],
      discountPaise: 10000,
      sellerStateCode: MAHARASHTRA,
      placeOfSupplyCode: KARNATAKA,
    });
    expect(lines.map((line) => line.discountPaise)).toEqual([5002, 3333, 1665]);
    expect(lines.map((line) => line.amountPaise)).toEqual([144898, 96567, 48235]);
    // Taxable = amount × 100 / 118 rounded: 122794.92, 81836.44, 40877.12.
    expect(lines.map((line) => line.taxablePaise)).toEqual([122795, 81836, 40877]);
    expect(lines.map((line) => line.igstPaise)).toEqual([22103, 14731, 7358]);
    expect(totals).toEqual({
      grossPaise: 299700,
      discountPaise: 10000,
      amountPaise: 289700,
      taxablePaise: 245508,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 44192,
    });
  });

  it('gives tied remainders to the earlier line', () => {
    expect(splitProRata(1, [100, 100])).toEqual([1, 0]);
    expect(splitProRata(2, [100, 100, 100])).toEqual([1, 1, 0]);
  });

  it('makes a fully discounted order free of tax', () => {
    const { totals } = computeGst({
      lines: [course(499), course(999)],
      discountPaise: 149800,
      sellerStateCode: MAHARASHTRA,
      placeOfSupplyCode: MAHARASHTRA,
    });
    expect(totals).toMatchObject({ amountPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 });
  });

  it('refuses a discount above the order, a fractional price and an unknown state', () => {
    const base = { sellerStateCode: MAHARASHTRA, placeOfSupplyCode: MAHARASHTRA };
    expect(() => computeGst({ ...base, lines: [course(499)], discountPaise: 49901 })).toThrow(
      RangeError,
    );
    expect(() => computeGst({ ...base, lines: [course(499.5)], discountPaise: 0 })).toThrow(
      RangeError,
    );
    expect(() => computeGst({ ...base, lines: [course(499)], discountPaise: 0.5 })).toThrow(
      RangeError,
    );
    expect(() =>
      computeGst({ ...base, placeOfSupplyCode: '97', lines: [course(499)], discountPaise: 0 }),
    ).toThrow(RangeError);
  });
});

describe('GST sums over random carts and coupons', () => {
  const state = fc.constantFrom('27', '29', '07', '36', '04', '33');
  const cart = fc.array(
    fc.record({
      unitPriceRupees: fc.integer({ min: 0, max: 200_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
    }),
    { minLength: 1, maxLength: 12 },
  );
  const order = cart.chain((lines) => {
    const gross = lines.reduce((sum, line) => sum + line.unitPriceRupees * 100 * line.quantity, 0);
    return fc.record({
      lines: fc.constant(lines),
      discountPaise: fc.oneof(
        fc.constant(0),
        fc.constant(gross),
        fc.integer({ min: 0, max: gross }),
      ),
      sellerStateCode: state,
      placeOfSupplyCode: state,
    });
  });

  it('every line: taxable + taxes = amount paid, and the tax heads follow the supply type', () => {
    fc.assert(
      fc.property(order, (input) => {
        const { supplyType, lines } = computeGst(input);
        for (const line of lines) {
          expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(
            line.amountPaise,
          );
          expect(line.amountPaise).toBe(line.grossPaise - line.discountPaise);
          expect(line.discountPaise).toBeGreaterThanOrEqual(0);
          expect(line.discountPaise).toBeLessThanOrEqual(line.grossPaise);
          if (supplyType === 'intra-state') {
            expect(line.igstPaise).toBe(0);
            expect(line.sgstPaise - line.cgstPaise).toBeGreaterThanOrEqual(0);
            expect(line.sgstPaise - line.cgstPaise).toBeLessThanOrEqual(1);
          } else expect(line.cgstPaise + line.sgstPaise).toBe(0);
        }
      }),
    );
  });

  it('the lines add up to the order total and the discount to the paisa', () => {
    fc.assert(
      fc.property(order, (input) => {
        const { lines, totals } = computeGst(input);
        const gross = input.lines.reduce(
          (sum, line) => sum + line.unitPriceRupees * 100 * line.quantity,
          0,
        );
        expect(totals.grossPaise).toBe(gross);
        expect(totals.discountPaise).toBe(input.discountPaise);
        expect(totals.amountPaise).toBe(gross - input.discountPaise);
        expect(totals).toEqual(sumLineTaxes(lines));
        expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(
          totals.amountPaise,
        );
      }),
    );
  });

  it('each discount share is within one paisa of its exact pro-rata share', () => {
    fc.assert(
      fc.property(order, (input) => {
        const { lines, totals } = computeGst(input);
        if (totals.grossPaise === 0) return;
        for (const line of lines) {
          const exact = (input.discountPaise * line.grossPaise) / totals.grossPaise;
          expect(Math.abs(line.discountPaise - exact)).toBeLessThan(1);
        }
      }),
    );
  });

  it('the taxable value is the amount × 100 / 118 to the nearest paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (amount) => {
        const taxable = taxableOf(amount);
        expect(Math.abs(taxable * 118 - amount * 100)).toBeLessThanOrEqual(59);
      }),
    );
  });
});

describe('tax head names', () => {
  it('calls the state half UTGST in a union territory without a legislature', () => {
    expect(stateTaxHead('27')).toBe('SGST');
    expect(stateTaxHead('07')).toBe('SGST');
    expect(stateTaxHead('04')).toBe('UTGST');
    expect(stateTaxHead('38')).toBe('UTGST');
  });
});
