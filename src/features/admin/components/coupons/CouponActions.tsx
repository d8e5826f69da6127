import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AdminCoupon } from '@contract/types';
import { useSetCouponEnabledMutation } from '../../api/couponsAdminApi';
import { useResultToast } from '../../model/useResultToast';

/** A coupon row's buttons: Edit, and Disable (or Enable). */
export function CouponActions({
  coupon,
  onEdit,
}: {
  coupon: AdminCoupon;
  onEdit: (coupon: AdminCoupon) => void;
}) {
  const [setEnabled, { isLoading }] = useSetCouponEnabledMutation();
  const report = useResultToast();
  const enabled = coupon.disabledAt === null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <Button size="small" onClick={() => onEdit(coupon)} aria-label={`Edit ${coupon.code}`}>
        Edit
      </Button>
      <Button
        size="small"
        color={enabled ? 'error' : 'primary'}
        disabled={isLoading}
        aria-label={`${enabled ? 'Disable' : 'Enable'} ${coupon.code}`}
        onClick={() => void setEnabled({ code: coupon.code, enabled: !enabled }).then(report)}
      >
        {enabled ? 'Disable' : 'Enable'}
      </Button>
    </Stack>
  );
}
