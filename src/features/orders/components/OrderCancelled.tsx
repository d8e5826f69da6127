import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/store/hooks';
import { cartDrawerOpened } from '@/store/ui/uiSlice';
import { CheckoutMessage } from './CheckoutMessage';

export function OrderCancelled() {
  const dispatch = useAppDispatch();
  return (
    <CheckoutMessage
      title="Order cancelled"
      actions={
        <>
          <Button variant="contained" onClick={() => dispatch(cartDrawerOpened())}>
            Open cart
          </Button>
          <Button component={RouterLink} to={paths.courses} variant="outlined">
            Browse courses
          </Button>
        </>
      }
    >
      Nothing was charged. Your cart is unlocked: change it whenever you like and check out again.
    </CheckoutMessage>
  );
}
