import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import Alert from '@mui/material/Alert';
import { formatRupees } from '@/lib/format';
import type { Order } from '@contract/types';

/** The coupon on the order and what it saves. */
export function AppliedCoupon({ order }: { order: Order }) {
  return (
    <Alert icon={<LocalOfferIcon />} severity="success" variant="outlined">
      {`Coupon ${order.couponCode ?? ''} applied: you save ${formatRupees(order.discount)}.`}
    </Alert>
  );
}
