import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { RefundEligibility } from '@contract/types';
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
  /** The order's lines: with more than one, the learner picks which to refund. */
  lines?: RefundEligibility['items'];
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
  lines = [],
  onClose,
  onAsked,
  onExited,
}: RequestRefundDialogProps) {
  const choosing = lines.length > 1;
  const requestable = lines.filter((line) => line.canRequest).map((line) => line.productId);
  const [chosen, setChosen] = useState<string[]>(requestable);
  const [noneChosen, setNoneChosen] = useState(false);
  const [requestRefund] = useRequestRefundMutation();
  const toast = useToast();
  const { control, handleSubmit, setError, formState } = useForm<RefundReasonFields>({
    defaultValues: { reason: '' },
    resolver,
  });
  const length = useWatch({ control, name: 'reason' }).length;

  const send = async ({ reason }: RefundReasonFields) => {
    if (choosing && chosen.length === 0) return setNoneChosen(true);
    try {
      const { message } = await requestRefund({
        orderId,
        reason: reason.trim(),
        ...(choosing && { productIds: chosen }),
      }).unwrap();
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
          {choosing && (
            <FormGroup role="group" aria-label="What to refund" sx={{ mb: 2 }}>
              {lines.map((line) => (
                <Box key={line.productId}>
                  <FormControlLabel
                    label={line.title}
                    disabled={!line.canRequest}
                    control={
                      <Checkbox
                        checked={chosen.includes(line.productId)}
                        onChange={(event) => {
                          setNoneChosen(false);
                          setChosen((current) =>
                            event.target.checked
                              ? [...current, line.productId]
                              : current.filter((id) => id !== line.productId),
                          );
                        }}
                      />
                    }
                  />
                  {!line.canRequest && (
                    <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{line.message}</FormHelperText>
                  )}
                </Box>
              ))}
              {noneChosen && (
                <FormHelperText error>Choose at least one course or test to refund.</FormHelperText>
              )}
            </FormGroup>
          )}
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
