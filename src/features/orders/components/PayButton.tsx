import LockIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { formatRupees } from '@/lib/format';

/** 'Pay Rs. X': starts the card payment; `blockedBy` names the text saying why it cannot yet. */
export function PayButton({
  amount,
  busy,
  onPay,
  blockedBy,
}: {
  amount: number;
  busy: boolean;
  onPay: () => void;
  blockedBy?: string;
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
      disabled={Boolean(blockedBy)}
      aria-describedby={blockedBy}
    >
      {`Pay ${formatRupees(amount)}`}
    </Button>
  );
}
