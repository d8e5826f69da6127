import Chip, { type ChipProps } from '@mui/material/Chip';
import type { OrderStatus } from '@contract/types';

const LOOK: Record<OrderStatus, { label: string; color: ChipProps['color'] }> = {
  paid: { label: 'Paid', color: 'success' },
  pending: { label: 'Pending', color: 'warning' },
  cancelled: { label: 'Cancelled', color: 'default' },
  refunded: { label: 'Refunded', color: 'info' },
};

/** An order's status as a small coloured label, its word always written out. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { label, color } = LOOK[status];
  return <Chip size="small" variant="outlined" color={color} label={label} />;
}
