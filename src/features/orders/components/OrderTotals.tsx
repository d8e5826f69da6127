import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@/lib/format';
import type { Order } from '@contract/types';

/** One term and its amount; the total's row draws the rule above itself (a list holds no `hr`). */
function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box
      sx={[
        { display: 'flex', justifyContent: 'space-between', py: 0.5 },
        strong && { mt: 1, pt: 1.5, borderTop: 1, borderColor: 'divider' },
      ]}
    >
      <Typography component="dt" sx={{ fontWeight: strong ? 800 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 800 : 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Subtotal, discount and total, in rupees. */
export function OrderTotals({ order }: { order: Order }) {
  const discountLabel = order.couponCode ? `Discount (${order.couponCode})` : 'Discount';
  return (
    <Box component="dl" aria-label="Order totals" sx={{ m: 0 }}>
      <Row label="Subtotal" value={formatRupees(order.subtotal)} />
      <Row
        label={discountLabel}
        value={order.discount > 0 ? `− ${formatRupees(order.discount)}` : formatRupees(0)}
      />
      <Row label="Total" value={formatRupees(order.totalPrice)} strong />
    </Box>
  );
}
