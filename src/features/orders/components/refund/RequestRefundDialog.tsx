import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import { useToast } from '@/lib/toast';
import { validationResolver } from '@/lib/validationResolver';
import { getErrorMessage, getErrorStatus } from '@/store/api/errorMessage';
import { useRequestRefundMutation } from '../../api/billingApi';
import {
  REFUND_REASON_MAX_LENGTH,
  validateRefundReason,
  type RefundReasonFields,
} from './refundReasonRules';

const resolver = validationResolver(validateRefundReason);

interface RequestRefundDialogProps {
  orderId: string;
  open: boolean;
  /** What will happen (approved at once, or reviewed by staff), and until when. */
  eligibilityMessage: string;
  onClose: () => void;
  /** The server took the request (approved, or waiting for staff). */
  onAsked: () => void;
  /** After the closing transition. */
  onExited?: () => void;
}

/** The reason for a refund, sent to the server; its answer is a toast. */
export function RequestRefundDialog({
  orderId,
  open,
  eligibilityMessage,
  onClose,
  onAsked,
  onExited,
}: RequestRefundDialogProps) {
  const [requestRefund] = useRequestRefundMutation();
  const toast = useToast();
  const { control, handleSubmit, setError, formState } = useForm<RefundReasonFields>({
    defaultValues: { reason: '' },
    resolver,
  });
  const length = useWatch({ control, name: 'reason' }).length;

  const send = async ({ reason }: RefundReasonFields) => {
    try {
      const { message } = await requestRefund({ orderId, reason: reason.trim() }).unwrap();
      toast.shop(message, 'success');
      onAsked();
    } catch (error) {
      const message = getErrorMessage(error);
      if (getErrorStatus(error) === 400)
        return setError('reason', { message }, { shouldFocus: true });
      toast.shop(message, 'error');
      // A refusal (409) means the order changed: it reloads, and the dialog has nothing left to do.
      if (getErrorStatus(error) === 409) onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => !formState.isSubmitting && onClose()}
      aria-labelledby="refund-dialog-title"
      aria-describedby="refund-dialog-eligibility"
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited } }}
    >
      <form noValidate onSubmit={handleSubmit(send)}>
        <DialogTitle id="refund-dialog-title">Request a refund</DialogTitle>
        <DialogContent>
          <DialogContentText id="refund-dialog-eligibility" sx={{ mb: 2 }}>
            {eligibilityMessage}
          </DialogContentText>
          <FormTextField
            control={control}
            name="reason"
            label="Why do you want a refund?"
            required
            multiline
            minRows={4}
            autoFocus
            helperText={`${length} / ${REFUND_REASON_MAX_LENGTH} characters`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            Keep my order
          </Button>
          <Button type="submit" variant="contained" color="error" loading={formState.isSubmitting}>
            Request refund
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
