import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@/lib/format';
import { CartCheckoutButton } from '@/features/orders/components/CartCheckoutButton';

/** The drawer's foot: the total and the checkout button. */
export function CartSummary({
  total,
  checkoutDisabled,
}: {
  total: number;
  checkoutDisabled: boolean;
}) {
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 2 }}>
      <Box
        aria-label="Cart total"
        role="group"
        sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography sx={{ fontWeight: 600 }}>Total</Typography>
        <Typography sx={{ fontWeight: 800 }}>{formatRupees(total)}</Typography>
      </Box>
      <CartCheckoutButton disabled={checkoutDisabled} />
    </Box>
  );
}
