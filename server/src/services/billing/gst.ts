import { GST_RATE_PERCENT, isStateCode } from '@contract/billing';

/**
 * GST on an order whose list prices include 18 % GST, in integer paise.
 *
 * The rounding rule (docs/billing.md works an example):
 * 1. A line's gross amount is its list price in rupees × 100 × quantity.
 * 2. The order's discount (a coupon) is shared between the lines in proportion to their gross
 *    amounts. Each line first gets the whole paise of its exact share; the paise left over go one
 *    each to the lines with the largest fractional parts, the earlier line first on a tie. So the
 *    shares add up to the discount exactly and no line's share exceeds its gross amount.
 * 3. A line's amount paid is its gross amount less its discount share.
 * 4. Its taxable value is the amount paid × 100 / 118, rounded to the nearest paisa (a half paisa
 *    rounds up), and its tax is the amount paid less the taxable value: taxable + tax = paid.
 * 5. Within one state the tax splits into CGST = floor(tax / 2) and SGST = tax − CGST (the odd
 *    paisa, if any, goes to SGST); between states it is all IGST.
 * The order's totals are the sums of its lines, so they add up to the amount paid to the paisa.
 */

export type SupplyType = 'intra-state' | 'inter-state';

export interface GstLineInput {
  /** The GST-inclusive list price of one unit, in whole rupees. */
  unitPriceRupees: number;
  quantity: number;
}

export interface LineTax {
  grossPaise: number;
  discountPaise: number;
  /** What the buyer pays for the line: taxable + cgst + sgst + igst. */
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export type TaxedLine<L extends GstLineInput> = L & LineTax;

export type TaxTotals = LineTax;

export interface GstBreakup<L extends GstLineInput> {
  supplyType: SupplyType;
  lines: TaxedLine<L>[];
  totals: TaxTotals;
}

export interface GstInput<L extends GstLineInput> {
  lines: readonly L[];
  /** The order's discount in paise, 0 without a coupon; at most the order's gross amount. */
  discountPaise: number;
  /** The academy's GST state code. */
  sellerStateCode: string;
  /** The place of supply: the buyer's billing state. */
  placeOfSupplyCode: string;
}

/**
 * The name of the state half of intra-state tax: union territories without a legislature levy
 * UTGST instead of SGST (same 9 %, same place in the breakup).
 */
const UTGST_TERRITORIES = new Set(['04', '26', '31', '35', '38']);
export const stateTaxHead = (sellerStateCode: string): 'SGST' | 'UTGST' =>
  UTGST_TERRITORIES.has(sellerStateCode) ? 'UTGST' : 'SGST';

/** The rate of each head, in percent, by supply type. */
export const TAX_HEAD_RATES = {
  'intra-state': { cgst: GST_RATE_PERCENT / 2, sgst: GST_RATE_PERCENT / 2, igst: 0 },
  'inter-state': { cgst: 0, sgst: 0, igst: GST_RATE_PERCENT },
} as const;

const wholePaise = (value: number, what: string): void => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole number of paise, not ${value}.`);
};

export const grossPaiseOf = (line: GstLineInput): number => {
  if (!Number.isSafeInteger(line.unitPriceRupees) || line.unitPriceRupees < 0)
    throw new RangeError(`A list price must be whole rupees, not ${line.unitPriceRupees}.`);
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
    throw new RangeError(`A quantity must be a whole number from 1, not ${line.quantity}.`);
  const gross = line.unitPriceRupees * 100 * line.quantity;
  wholePaise(gross, 'A line amount');
  return gross;
};

/** Step 2 of the rule: `total` split in proportion to `weights` by largest remainder. */
export function splitProRata(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  // BigInt keeps total × weight exact where it passes 2^53.
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((product) => Number(product / BigInt(sum)));
  const remainders = exact.map((product) => product % BigInt(sum));
  let leftover = total - shares.reduce((acc, share) => acc + share, 0);
  const order = weights
    .map((_, index) => index)
    .sort((a, b) =>
      remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : a - b,
    );
  for (const index of order) {
    if (leftover === 0) break;
    shares[index]! += 1;
    leftover -= 1;
  }
  return shares;
}

/** Step 4: the taxable part of a GST-inclusive amount, round half up. */
export const taxableOf = (amountPaise: number): number =>
  Math.floor((amountPaise * 200 + (100 + GST_RATE_PERCENT)) / (2 * (100 + GST_RATE_PERCENT)));

function lineTax(gross: number, discount: number, supplyType: SupplyType): LineTax {
  const amountPaise = gross - discount;
  const taxablePaise = taxableOf(amountPaise);
  const tax = amountPaise - taxablePaise;
  const cgstPaise = supplyType === 'intra-state' ? Math.floor(tax / 2) : 0;
  const sgstPaise = supplyType === 'intra-state' ? tax - cgstPaise : 0;
  const igstPaise = supplyType === 'inter-state' ? tax : 0;
  return {
    grossPaise: gross,
    discountPaise: discount,
    amountPaise,
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
  };
}

const ZERO: TaxTotals = {
  grossPaise: 0,
  discountPaise: 0,
  amountPaise: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
};

/** Adds up the tax fields of any lines (an invoice's, or the part of one a credit note reverses). */
export function sumLineTaxes(lines: readonly LineTax[]): TaxTotals {
  const totals = { ...ZERO };
  for (const line of lines)
    for (const key of Object.keys(ZERO) as (keyof TaxTotals)[]) totals[key] += line[key];
  return totals;
}

export function supplyTypeOf(sellerStateCode: string, placeOfSupplyCode: string): SupplyType {
  for (const code of [sellerStateCode, placeOfSupplyCode])
    if (!isStateCode(code)) throw new RangeError(`Unknown GST state code "${code}".`);
  return sellerStateCode === placeOfSupplyCode ? 'intra-state' : 'inter-state';
}

export function computeGst<L extends GstLineInput>(input: GstInput<L>): GstBreakup<L> {
  const gross = input.lines.map(grossPaiseOf);
  const orderGross = gross.reduce((acc, amount) => acc + amount, 0);
  wholePaise(input.discountPaise, 'A discount');
  if (input.discountPaise > orderGross)
    throw new RangeError(
      `A discount of ${input.discountPaise} paise exceeds the order's ${orderGross}.`,
    );
  const supplyType = supplyTypeOf(input.sellerStateCode, input.placeOfSupplyCode);
  const discounts = splitProRata(input.discountPaise, gross);
  const lines = input.lines.map((line, index) => ({
    ...line,
    ...lineTax(gross[index]!, discounts[index]!, supplyType),
  }));
  return { supplyType, lines, totals: sumLineTaxes(lines) };
}
