import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatRupees } from '@/lib/format';

/** The cart's own total, at today's prices. */
export function CartTotal({ total }: { total: number }) {
  return (
    <Box
      aria-label="Cart total"
      role="group"
      sx={{ display: 'flex', justifyContent: 'space-between' }}
    >
      <Typography sx={{ fontWeight: 600 }}>Total</Typography>
      <Typography sx={{ fontWeight: 800 }}>{formatRupees(total)}</Typography>
    </Box>
  );
}

/** The drawer's foot: the totals and the checkout button. */
export function CartSummary({ totals, checkout }: { totals: ReactNode; checkout: ReactNode }) {
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 2 }}>
      <Box sx={{ mb: 2 }}>{totals}</Box>
      {checkout}
    </Box>
  );
}
