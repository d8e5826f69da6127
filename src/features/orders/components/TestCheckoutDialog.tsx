import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { DialogTitleWithClose } from '@/components/dialogs/DialogTitleWithClose';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@/lib/format';
import type { PaymentSession, TestCheckoutRequest } from '@contract/types';

type Outcome = TestCheckoutRequest['outcome'];

interface TestCheckoutDialogProps {
  session: PaymentSession | null;
  sending: Outcome | null;
  onOutcome: (outcome: Outcome) => void;
  onClose: () => void;
}

/**
 * The built-in test provider's checkout (no Razorpay keys configured): the buyer picks the outcome,
 * and the server signs it exactly as Razorpay would.
 */
export function TestCheckoutDialog({
  session,
  sending,
  onOutcome,
  onClose,
}: TestCheckoutDialogProps) {
  return (
    <Dialog
      open={session !== null}
      onClose={sending ? undefined : onClose}
      aria-labelledby="test-checkout-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitleWithClose
        id="test-checkout-title"
        onClose={onClose}
        closeDisabled={sending !== null}
      >
        Test mode checkout{' '}
        <Chip
          label="Test mode"
          color="warning"
          size="small"
          sx={{ ml: 1, verticalAlign: 'middle' }}
        />
      </DialogTitleWithClose>
      {session && (
        <DialogContent dividers>
          <Alert severity="warning" sx={{ mb: 2 }}>
            No real payment provider is set up, so no money moves. Choose how this payment ends.
          </Alert>
          <Typography>
            Amount: <strong>{formatRupees(session.amount / 100)}</strong>
          </Typography>
          <Typography sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
            Order: {session.orderId}
          </Typography>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          color="error"
          loading={sending === 'failure'}
          disabled={sending === 'success'}
          onClick={() => onOutcome('failure')}
        >
          Simulate failure
        </Button>
        <Button
          variant="contained"
          color="success"
          loading={sending === 'success'}
          disabled={sending === 'failure'}
          onClick={() => onOutcome('success')}
        >
          Pay successfully
        </Button>
      </DialogActions>
    </Dialog>
  );
}
