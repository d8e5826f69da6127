import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatRupees } from '@/lib/format';
import { useToast } from '@/lib/toast';
import type { Order } from '@contract/types';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useRemoveCouponMutation } from '../api/ordersApi';

interface AppliedCouponProps {
  order: Order;
  disabled: boolean;
  onReplace: () => void;
}

/** The coupon on the order, what it saves, and the ways to change it before paying. */
export function AppliedCoupon({ order, disabled, onReplace }: AppliedCouponProps) {
  const [removeCoupon, { isLoading }] = useRemoveCouponMutation();
  const toast = useToast();

  const remove = async () => {
    try {
      const { message } = await removeCoupon(order._id).unwrap();
      toast.shop(message, 'info');
    } catch (error) {
      toast.shop(getErrorMessage(error), 'error');
    }
  };

  return (
    <Stack spacing={1}>
      <Alert icon={<LocalOfferIcon />} severity="success" variant="outlined">
        {`Coupon ${order.couponCode ?? ''} applied: you save ${formatRupees(order.discount)}.`}
      </Alert>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={onReplace} disabled={disabled || isLoading}>
          Use another code
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => void remove()}
          loading={isLoading}
          disabled={disabled}
          aria-label={`Remove coupon ${order.couponCode ?? ''}`}
        >
          Remove
        </Button>
      </Stack>
    </Stack>
  );
}
