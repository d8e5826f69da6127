import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { REQUEST_REFUND_ACTION } from '@contract/content/refunds';
import type { Order } from '@contract/types';
import { OrderSection } from '../order/OrderSection';
import { RefundStatus } from './RefundStatus';
import { RequestRefundDialog } from './RequestRefundDialog';

/**
 * The refunds: where each stands (a refund covers some lines), then the way to ask for one for the
 * lines left, or why none can be asked for.
 */
export function RefundSection({ order }: { order: Order }) {
  const [asking, setAsking] = useState(false);
  // Each opening starts with an empty reason.
  const [opened, setOpened] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const asked = useRef(false);
  const { refunds, refundEligibility: eligibility } = order;
  const open = () => {
    setOpened((count) => count + 1);
    setAsking(true);
  };
  return (
    <OrderSection id="refund" title="Refund" headingRef={heading}>
      <Stack spacing={2}>
        {refunds.map((refund) => (
          <RefundStatus key={refund.id} refund={refund} />
        ))}
        {(refunds.length === 0 || eligibility.canRequest) && (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography>{eligibility.message}</Typography>
            {eligibility.items.length > 1 &&
              eligibility.items
                .filter((item) => !item.canRequest)
                .map((item) => (
                  <Typography key={item.productId} variant="body2" sx={{ color: 'text.secondary' }}>
                    {item.message}
                  </Typography>
                ))}
            {eligibility.canRequest && (
              <Button variant="outlined" color="error" onClick={open}>
                {REQUEST_REFUND_ACTION}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {opened > 0 && (
        <RequestRefundDialog
          key={opened}
          orderId={order._id}
          open={asking}
          eligibilityMessage={eligibility.message}
          lines={eligibility.items}
          onClose={() => setAsking(false)}
          onAsked={() => {
            asked.current = true;
            setAsking(false);
          }}
          // Once a refund is asked for, the button goes: focus moves to the section's heading.
          onExited={() => {
            if (asked.current) heading.current?.focus();
          }}
        />
      )}
    </OrderSection>
  );
}
