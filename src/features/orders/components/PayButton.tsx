import LockIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { formatRupees } from '@/lib/format';

/** 'Pay Rs. X': starts the card payment. */
export function PayButton({
  amount,
  busy,
  onPay,
}: {
  amount: number;
  busy: boolean;
  onPay: () => void;
}) {
  return (
    <Button
      variant="contained"
      color="secondary"
      size="large"
      fullWidth
      startIcon={<LockIcon />}
      loading={busy}
      loadingPosition="start"
      onClick={onPay}
    >
      {`Pay ${formatRupees(amount)}`}
    </Button>
  );
}
