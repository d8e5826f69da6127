import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  REFUND_NOTE_MAX_LENGTH,
  validateRefundRejection,
  type RefundRejectionValues,
} from '@contract/validation/admin';
import { TitledDialog } from '@/components/dialogs/TitledDialog';
import { FormTextField } from '@/components/forms/FormTextField';
import { useToast } from '@/lib/toast';
import { validationResolver } from '@/lib/validationResolver';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useRejectRefundMutation } from '../../api/ordersAdminApi';
import type { RefundDecisionProps } from './refundDecisionProps';

const resolver = validationResolver(validateRefundRejection);

/**
 * Reject, with the note the learner sees (required: validateRefundRejection). The server's message
 * is a toast; its refusal (409) an Alert in the dialog. A note typed and cancelled is kept for the
 * next time the dialog opens.
 */
export function RejectRefundButton({
  refundId,
  orderId,
  orderNumber,
  size = 'medium',
}: Omit<RefundDecisionProps, 'amountPaise'>) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [reject, rejection] = useRejectRefundMutation();
  const toast = useToast();
  const { control, handleSubmit, reset, clearErrors } = useForm<RefundRejectionValues>({
    defaultValues: { note: '' },
    resolver,
  });

  const show = () => {
    clearErrors();
    setProblem(undefined);
    setOpen(true);
  };
  const close = () => setOpen(false);
  const send = async ({ note }: RefundRejectionValues) => {
    const result = await reject({ id: refundId, orderId, note: note.trim() });
    if (result.error !== undefined) return setProblem(getErrorMessage(result.error));
    toast.account(result.data.message);
    reset();
    close();
  };

  return (
    <>
      <Button
        size={size}
        color="error"
        variant="outlined"
        aria-label={size === 'small' ? `Reject refund of ${orderNumber}` : undefined}
        onClick={show}
      >
        Reject
      </Button>
      <TitledDialog
        open={open}
        title="Reject refund"
        onClose={close}
        actions={
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button
              type="submit"
              form={formId}
              variant="contained"
              color="error"
              disabled={rejection.isLoading}
            >
              Reject refund
            </Button>
          </DialogActions>
        }
      >
        <form id={formId} noValidate onSubmit={handleSubmit(send)}>
          <Typography sx={{ mb: 2 }}>The learner sees this note on order {orderNumber}.</Typography>
          <FormTextField
            control={control}
            name="note"
            label="Note to the learner"
            required
            multiline
            minRows={3}
            helperText=" "
            slotProps={{ htmlInput: { maxLength: REFUND_NOTE_MAX_LENGTH } }}
          />
          {problem && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {problem}
            </Alert>
          )}
        </form>
      </TitledDialog>
    </>
  );
}
