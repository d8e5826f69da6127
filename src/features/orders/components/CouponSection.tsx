import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Order } from '@contract/types';
import { AppliedCoupon } from './AppliedCoupon';
import { CouponForm } from './CouponForm';

/** One coupon per order: the form until one is applied, then what it saves. */
export function CouponSection({ order, disabled }: { order: Order; disabled: boolean }) {
  return (
    <Box component="section" aria-labelledby="coupon-heading">
      <Typography id="coupon-heading" variant="h5" component="h2" gutterBottom>
        Coupon
      </Typography>
      {order.couponCode ? (
        <AppliedCoupon order={order} />
      ) : (
        <CouponForm orderId={order._id} disabled={disabled} />
      )}
    </Box>
  );
}
