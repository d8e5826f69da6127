import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatRupees as paise } from '@contract/billing';
import type { Order } from '@contract/types';
import { dateTime } from '../../model/adminFormat';
import { Facts, OrderCard } from './OrderFacts';
import { REFUND_STATUS_COLOR } from './orderColumns';
import { RefundDecisionButtons } from './RefundDecisionButtons';

/** The order's refund: status, reason, decision, credit note; a requested one can be decided. */
export function RefundPanel({ order }: { order: Order }) {
  const refund = order.refund;
  if (!refund) return null;
  return (
    <OrderCard id="order-refund" title="Refund">
      <Stack spacing={1.5}>
        <Facts
          rows={[
            [
              'Status',
              <Chip
                key="status"
                size="small"
                label={refund.status}
                color={REFUND_STATUS_COLOR[refund.status]}
              />,
            ],
            ['Amount', paise(refund.amountPaise)],
            ['Requested', dateTime(refund.requestedAt)],
            ['Reason', refund.reason],
            ['Decided', refund.decidedAt ? dateTime(refund.decidedAt) : 'Not yet'],
            ['Decision note', refund.decisionNote ?? '—'],
            ['Credit note', refund.creditNote?.number ?? 'Not issued'],
          ]}
        />
        {refund.status === 'requested' && (
          <RefundDecisionButtons
            refundId={refund.id}
            orderId={order._id}
            orderNumber={order.orderNumber}
            amountPaise={refund.amountPaise}
          />
        )}
      </Stack>
    </OrderCard>
  );
}
