import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { REFUND_NOTE_MAX_LENGTH } from '@contract/validation/admin';
import { useState } from 'react';
import { formatRupees as paise } from '@contract/billing';
import { TitledDialog } from '@/components/dialogs/TitledDialog';
import { OutlinedTextField } from '@/components/forms/OutlinedTextField';
import { useToast } from '@/lib/toast';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useApproveRefundMutation } from '../../api/ordersAdminApi';
import type { RefundDecisionProps } from './refundDecisionProps';

/**
 * Approve refund, after a confirmation that says what it does. The server's message is a toast;
 * its refusal (409, 502) an Alert in the dialog.
 */
export function ApproveRefundButton({
  refundId,
  orderId,
  orderNumber,
  amountPaise,
  size = 'medium',
}: RefundDecisionProps) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [note, setNote] = useState('');
  const [approve, approval] = useApproveRefundMutation();
  const toast = useToast();
  const amount = paise(amountPaise);

  const show = () => {
    setProblem(undefined);
    setOpen(true);
  };
  const close = () => setOpen(false);
  const confirm = async () => {
    const result = await approve({ id: refundId, orderId, note: note.trim() });
    if (result.error !== undefined) return setProblem(getErrorMessage(result.error));
    toast.account(result.data.message);
    close();
  };

  return (
    <>
      <Button
        size={size}
        variant="contained"
        aria-label={size === 'small' ? `Approve refund of ${orderNumber}` : undefined}
        onClick={show}
      >
        Approve refund
      </Button>
      <TitledDialog
        open={open}
        title="Approve refund"
        onClose={close}
        actions={
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button
              variant="contained"
              disabled={approval.isLoading}
              onClick={() => void confirm()}
            >
              Approve {amount}
            </Button>
          </DialogActions>
        }
      >
        <Typography>
          Refund {amount} of order {orderNumber}? The payment provider is asked to return the money
          and the learner loses access to the order&apos;s courses.
        </Typography>
        <OutlinedTextField
          label="Note to the learner (optional)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          helperText="Shown with the refund on their order."
          slotProps={{ htmlInput: { maxLength: REFUND_NOTE_MAX_LENGTH } }}
          sx={{ mt: 2 }}
        />
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </TitledDialog>
    </>
  );
}
