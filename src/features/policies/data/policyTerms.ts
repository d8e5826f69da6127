import { REFUND_MAX_WATCHED, REFUND_WINDOW_DAYS } from '@contract/content/refunds';

// The business terms (days, packaging) that the policy pages quote; change them here only (the
// courses' refund promise lives in the contract, shared with the course pages and the checkout).
export const POLICY_TERMS = {
  /** Business days to process an order. */
  processingDays: '1-3',
  /** Business days in transit, by shipping method. */
  shippingDays: { standard: '5-7', express: '2-4', international: '7-15' },
  /** Days after receipt within which an order can be cancelled. */
  cancellationDays: 7,
  /** Days after we receive returned goods within which the refund is issued. */
  refundDays: 14,
  /** Returned goods must come back in their original packaging. */
  returnsNeedOriginalPackaging: true,
  /** Days after purchase within which a learner can ask for a course's refund on the order's page. */
  digitalRefundDays: REFUND_WINDOW_DAYS,
  /** How much of the course may have been watched for that request. */
  digitalRefundMaxWatched: REFUND_MAX_WATCHED,
} as const;

export const POLICIES_UPDATED = '01-06-2025';
