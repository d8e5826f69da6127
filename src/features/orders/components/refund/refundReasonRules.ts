import { REFUND_REASON_REQUIRED, REFUND_REASON_TOO_LONG } from '@contract/messages/refunds';
import { compact, isBlank } from '@contract/validation/rules';

/** The longest reason the server takes (contract/schemas/billing.ts RefundRequestBody). */
export const REFUND_REASON_MAX_LENGTH = 1000;

export interface RefundReasonFields {
  reason: string;
}

/** The server's rules for a refund's reason, with its messages. */
export const validateRefundReason = ({ reason }: RefundReasonFields) =>
  compact({
    reason: isBlank(reason)
      ? REFUND_REASON_REQUIRED
      : reason.length > REFUND_REASON_MAX_LENGTH
        ? REFUND_REASON_TOO_LONG
        : undefined,
  });
