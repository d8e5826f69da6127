import Chip from '@mui/material/Chip';
import type { OrderStatus, RefundStatus } from '@contract/types';
import { orderState, type OrderState } from '../../model/orderState';

/** Each state's word and the colour of its outline; the word stays in the text colour (contrast). */
const LOOK: Record<OrderState, { label: string; border: string }> = {
  paid: { label: 'Paid', border: 'success.main' },
  pending: { label: 'Pending', border: 'warning.main' },
  cancelled: { label: 'Cancelled', border: 'text.disabled' },
  'refund-requested': { label: 'Refund requested', border: 'warning.main' },
  'being-refunded': { label: 'Being refunded', border: 'primary.main' },
  refunded: { label: 'Refunded', border: 'primary.main' },
};

/** An order's state as a small outlined label, its word always written out. */
export function OrderStatusChip({
  status,
  refundStatus,
}: {
  status: OrderStatus;
  /** The order's latest refund, which a paid order's label follows while it is open. */
  refundStatus: RefundStatus | null;
}) {
  const { label, border } = LOOK[orderState(status, refundStatus)];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      sx={{ borderColor: border, borderWidth: 2, color: 'text.primary', fontWeight: 600 }}
    />
  );
}
