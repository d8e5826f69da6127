import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import type { SellerDetails } from './seller';

/** What orders, invoices and refunds are decided by: the seller, the refund rules, tests' validity. */
export interface BillingRules {
  seller: SellerDetails;
  /** Days after payment a refund may be asked for. */
  refundWindowDays: number;
  /** A course watched this much (percent) sends a refund request to staff. */
  maxWatchedPercent: number;
  /** Days a bought test may be started in (TEST_VALIDITY_DAYS). */
  testValidityDays: number;
  now(): Date;
}

export const billingRulesOf = (config: AppConfig, clock: Clock): BillingRules => ({
  seller: config.seller,
  refundWindowDays: config.refunds.windowDays,
  maxWatchedPercent: config.refunds.maxWatchedPercent,
  testValidityDays: config.tests.validityDays,
  now: () => new Date(clock.now()),
});
