import type { Queryable } from '../../db';
import { nextDocumentSequence } from '../../repositories/documentCounters';
import { orderItems, type OrderRow } from '../../repositories/orders';
import { insertInvoice, type InvoiceRow } from '../../repositories/taxDocuments';
import { findUserById } from '../../repositories/users';
import { documentNumber, financialYearOf } from './financialYear';
import { computeGst } from './gst';
import { documentLinesOf } from './orderTax';
import type { SellerDetails } from './seller';
import { billingOf } from '../orders/orderView';

/**
 * Issues the tax invoice of an order that has just been paid, in the paying transaction: the next
 * number of the invoice series for the financial year of the capture time, and everything printed
 * on it stored with it. An order without billing details (paid before the billing step existed)
 * is made out to the learner's name as an unregistered buyer in the academy's state, the place of
 * supply GST uses when the buyer's address is not on record.
 */
export async function issueInvoice(
  tx: Queryable,
  seller: SellerDetails,
  order: OrderRow,
  paymentReference: string,
  capturedAt: Date,
): Promise<InvoiceRow> {
  const buyer = billingOf(order) ?? {
    name: (await findUserById(tx, order.user_id))?.name ?? 'Learner',
    stateCode: seller.stateCode,
  };
  const gst = computeGst({
    lines: documentLinesOf(await orderItems(tx, order.id)),
    discountPaise: order.discount * 100,
    sellerStateCode: seller.stateCode,
    placeOfSupplyCode: buyer.stateCode,
  });
  const year = financialYearOf(capturedAt);
  const sequence = await nextDocumentSequence(tx, seller.invoiceSeries.prefix, year.label);
  const { taxablePaise, cgstPaise, sgstPaise, igstPaise, amountPaise } = gst.totals;
  return insertInvoice(tx, {
    number: documentNumber(seller.invoiceSeries, year, sequence),
    financialYear: year.label,
    sequence,
    issuedAt: capturedAt,
    seller,
    buyer,
    supplyType: gst.supplyType,
    lines: gst.lines,
    totals: { taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise: amountPaise },
    orderId: order.id,
    userId: order.user_id,
    paymentReference,
  });
}
