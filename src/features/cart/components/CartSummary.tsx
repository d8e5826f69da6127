import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatRupees } from '@/lib/format';

/** The drawer's foot: the total and the checkout button. */
export function CartSummary({ total, checkout }: { total: number; checkout: ReactNode }) {
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
      {checkout}
    </Box>
  );
}
