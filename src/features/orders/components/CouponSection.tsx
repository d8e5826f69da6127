import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Order } from '@contract/types';
import { AppliedCoupon } from './AppliedCoupon';
import { CouponForm } from './CouponForm';

/**
 * One coupon per order: the form until one is applied, then what it saves, with the way to
 * replace it by another code or remove it before paying.
 */
export function CouponSection({ order, disabled }: { order: Order; disabled: boolean }) {
  const [replacing, setReplacing] = useState(false);
  return (
    <Box component="section" aria-labelledby="coupon-heading">
      <Typography id="coupon-heading" variant="h5" component="h2" gutterBottom>
        Coupon
      </Typography>
      {!order.couponCode ? (
        <CouponForm orderId={order._id} disabled={disabled} />
      ) : (
        <>
          <AppliedCoupon order={order} disabled={disabled} onReplace={() => setReplacing(true)} />
          {replacing && (
            <Box sx={{ mt: 2 }}>
              <CouponForm
                orderId={order._id}
                disabled={disabled}
                replacing={{ onDone: () => setReplacing(false) }}
              />
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
