import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useToast } from '@/lib/toast';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useAppDispatch } from '@/store/hooks';
import { useCancelOrderMutation } from '../api/ordersApi';
import { orderKept } from '../model/checkoutSlice';

/** Cancels the unpaid order after a confirmation; the cart unlocks (the server does it). */
export function CancelOrderButton({ orderId, disabled }: { orderId: string; disabled: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const dispatch = useAppDispatch();
  const toast = useToast();

  const cancel = async () => {
    try {
      const { message } = await cancelOrder(orderId).unwrap();
      // The cart drops the order id; keep it so this page can say the order was cancelled.
      dispatch(orderKept(orderId));
      toast.shop(message, 'success');
    } catch (error) {
      toast.shop(getErrorMessage(error), 'error');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Button color="error" disabled={disabled} onClick={() => setConfirming(true)} fullWidth>
        Cancel order
      </Button>
      <Dialog
        open={confirming}
        onClose={() => !isLoading && setConfirming(false)}
        aria-labelledby="cancel-order-title"
      >
        <DialogTitle id="cancel-order-title">Cancel this order?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Nothing has been charged. Your cart will be unlocked so you can change it and check out
            again later.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={isLoading}>
            Keep order
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={isLoading}
            onClick={() => void cancel()}
          >
            Yes, cancel it
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
