import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { REFUND_NOTE_REQUIRED } from '@contract/messages/refunds';
import { TitledDialog } from '@/components/dialogs/TitledDialog';
import { useToast } from '@/lib/toast';
import { getErrorMessage } from '@/store/api/errorMessage';
import { formatRupees as paise } from '@contract/billing';
import { useApproveRefundMutation, useRejectRefundMutation } from '../../api/ordersAdminApi';

interface RefundDecisionButtonsProps {
  refundId: string;
  orderId: string;
  orderNumber: string;
  amountPaise: number;
  size?: 'small' | 'medium';
}

type Open = 'approve' | 'reject' | null;

/**
 * A requested refund's decision: Approve (after a confirmation) or Reject (with the note the
 * learner sees). The server's message is a toast on success; its refusal (409, 502) an Alert.
 */
export function RefundDecisionButtons(props: RefundDecisionButtonsProps) {
  const { refundId, orderId, orderNumber, amountPaise, size = 'medium' } = props;
  const [open, setOpen] = useState<Open>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [approve, approving] = useApproveRefundMutation();
  const [reject, rejecting] = useRejectRefundMutation();
  const toast = useToast();

  const show = (which: Open) => {
    setProblem(null);
    setNoteError(null);
    setOpen(which);
  };
  const close = () => setOpen(null);
  const finish = (result: { data?: { message: string }; error?: unknown }) => {
    if (result.error !== undefined) {
      setProblem(getErrorMessage(result.error));
      return;
    }
    if (result.data) toast.account(result.data.message);
    setNote('');
    close();
  };
  const confirmApprove = async () => finish(await approve({ id: refundId, orderId }));
  const confirmReject = async () => {
    if (!note.trim()) {
      setNoteError(REFUND_NOTE_REQUIRED);
      return;
    }
    finish(await reject({ id: refundId, orderId, note: note.trim() }));
  };
  const amount = paise(amountPaise);

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', height: '100%', whiteSpace: 'nowrap' }}
      >
        <Button
          size={size}
          variant="contained"
          aria-label={size === 'small' ? `Approve refund of ${orderNumber}` : undefined}
          onClick={() => show('approve')}
        >
          Approve refund
        </Button>
        <Button
          size={size}
          color="error"
          variant="outlined"
          aria-label={size === 'small' ? `Reject refund of ${orderNumber}` : undefined}
          onClick={() => show('reject')}
        >
          Reject
        </Button>
      </Stack>
      <TitledDialog
        open={open === 'approve'}
        title="Approve refund"
        onClose={close}
        actions={
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button
              variant="contained"
              disabled={approving.isLoading}
              onClick={() => void confirmApprove()}
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
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </TitledDialog>
      <TitledDialog
        open={open === 'reject'}
        title="Reject refund"
        onClose={close}
        actions={
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button
              variant="contained"
              color="error"
              disabled={rejecting.isLoading}
              onClick={() => void confirmReject()}
            >
              Reject refund
            </Button>
          </DialogActions>
        }
      >
        <Typography sx={{ mb: 2 }}>The learner sees this note on order {orderNumber}.</Typography>
        <TextField
          label="Note to the learner"
          required
          multiline
          minRows={3}
          fullWidth
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setNoteError(null);
          }}
          error={noteError !== null}
          helperText={noteError ?? ' '}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {problem && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        )}
      </TitledDialog>
    </>
  );
}
