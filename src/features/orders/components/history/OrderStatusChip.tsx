import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@contract/types';

/** Each status's word and the colour of its outline; the word stays in the text colour (contrast). */
const LOOK: Record<OrderStatus, { label: string; border: string }> = {
  paid: { label: 'Paid', border: 'success.main' },
  pending: { label: 'Pending', border: 'warning.main' },
  cancelled: { label: 'Cancelled', border: 'text.disabled' },
  refunded: { label: 'Refunded', border: 'primary.main' },
};

/** An order's status as a small outlined label, its word always written out. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { label, border } = LOOK[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      sx={{ borderColor: border, borderWidth: 2, color: 'text.primary', fontWeight: 600 }}
    />
  );
}
