import { sacOf } from '@contract/billing';
import type { OrderItem, OrderTax } from '@contract/types';
import { computeGst, stateTaxHead } from './gst';
import type { DocumentLine } from './taxDocument';

/** An order's lines as GST sees them: description, SAC, list price in rupees, quantity. */
export const documentLinesOf = (items: readonly OrderItem[]): DocumentLine[] =>
  items.map((item) => ({
    description: item.title,
    sac: sacOf(item.model),
    unitPriceRupees: item.price,
    quantity: item.quantity,
  }));

/** The GST inside an order's total (docs/billing.md), or null without a billing state. */
export function orderTaxOf(
  items: readonly OrderItem[],
  discountRupees: number,
  sellerStateCode: string,
  placeOfSupplyCode: string | null,
): OrderTax | null {
  if (!placeOfSupplyCode || items.length === 0) return null;
  const gst = computeGst({
    lines: documentLinesOf(items),
    discountPaise: discountRupees * 100,
    sellerStateCode,
    placeOfSupplyCode,
  });
  const { taxablePaise, cgstPaise, sgstPaise, igstPaise, amountPaise } = gst.totals;
  return {
    supplyType: gst.supplyType,
    stateTaxHead: stateTaxHead(sellerStateCode),
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    taxPaise: cgstPaise + sgstPaise + igstPaise,
    totalPaise: amountPaise,
  };
}
