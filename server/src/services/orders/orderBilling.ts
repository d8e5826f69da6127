import { normalizeBillingDetails, validateBillingDetails } from '@contract/billing';
import { BILLING_NEEDS_PENDING_ORDER, BILLING_SAVED } from '@contract/messages/refunds';
import { firstError } from '@contract/validation/rules';
import type {
  BillingDetailsRequest,
  OrderMutationResponse,
  SavedBillingResponse,
} from '@contract/types';
import type { Db, Queryable } from '../../db';
import { badRequest, conflict } from '../../lib/httpError';
import { requireOrder, setOrderBilling } from '../../repositories/orders';
import { findSavedBilling, saveUserBilling } from '../../repositories/savedBilling';
import { lockUser } from '../accounts/accounts';
import type { BillingRules } from '../billing/rules';
import { orderView } from './orderView';
import { ownOrder } from './orders';

/** The billing details the learner gave at their last checkout, or null. */
export async function savedBilling(db: Queryable, userId: string): Promise<SavedBillingResponse> {
  return { billing: (await findSavedBilling(db, userId)) ?? null };
}

/**
 * Puts billing details on a pending order of the user's and saves them on the profile for the next
 * checkout. Invalid details (400 with the first field's message) change nothing.
 */
export async function setBillingDetails(
  db: Db,
  orderId: string,
  userId: string,
  body: BillingDetailsRequest,
  rules: BillingRules,
): Promise<OrderMutationResponse> {
  const problem = firstError(validateBillingDetails(body));
  if (problem) throw badRequest(problem);
  const billing = normalizeBillingDetails(body);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const order = await ownOrder(tx, orderId, userId, true);
    if (order.status !== 'pending') throw conflict(BILLING_NEEDS_PENDING_ORDER);
    await setOrderBilling(tx, orderId, billing);
    await saveUserBilling(tx, userId, billing);
    return {
      message: BILLING_SAVED,
      order: await orderView(tx, await requireOrder(tx, orderId), rules),
    };
  });
}
