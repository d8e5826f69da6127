import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** While an order exists its items cannot be removed; checkout finishes or cancels it. */
export function CartOrderNotice({ onGoToCheckout }: { onGoToCheckout: () => void }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      An order is in progress for these items, so they cannot be removed.{' '}
      <Link
        component={RouterLink}
        to={paths.checkout}
        onClick={onGoToCheckout}
        sx={{ fontWeight: 600 }}
      >
        Finish or cancel it at checkout
      </Link>
      .
    </Alert>
  );
}
