import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CheckoutMessage } from './CheckoutMessage';

export function NothingToCheckout() {
  return (
    <CheckoutMessage
      title="Nothing to check out"
      actions={
        <Button component={RouterLink} to={paths.courses} variant="contained">
          Browse courses
        </Button>
      }
    >
      There is no order waiting for payment. Add courses to your cart, then choose Checkout.
    </CheckoutMessage>
  );
}
