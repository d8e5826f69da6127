import Button from '@mui/material/Button';
import { useState } from 'react';
import { checkoutCart } from '@/features/orders/model/checkoutThunks';
import { useToast } from '@/lib/toast';
import { useAppDispatch } from '@/store/hooks';

/**
 * Creates the order and goes to /checkout (the thunk does the steps). A session that ended on the
 * way is already sent to sign in by the API layer, so no error toast repeats it.
 */
export function CartCheckoutButton({ disabled }: { disabled: boolean }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [pending, setPending] = useState(false);

  const checkout = async () => {
    setPending(true);
    try {
      const outcome = await dispatch(checkoutCart()).unwrap();
      if (outcome.kind === 'failed') toast.shop(outcome.message, 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant="contained"
      color="secondary"
      size="large"
      fullWidth
      disabled={disabled}
      loading={pending}
      onClick={() => void checkout()}
    >
      Checkout
    </Button>
  );
}
