import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@contract/types';
import { BillingSummary } from '../billing/BillingSummary';
import { OrderItemList } from '../OrderItemList';
import { OrderTotals } from '../OrderTotals';
import { RefundSection } from '../refund/RefundSection';
import { TaxBreakup } from '../TaxBreakup';
import { OrderOverview } from './OrderOverview';
import { OrderSection } from './OrderSection';
import { PaymentAttemptsTable } from './PaymentAttemptsTable';

/** One order in full: courses and totals with GST, billing details, payments and the refund. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <Stack spacing={3}>
      <OrderOverview order={order} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <OrderSection id="order-courses" title="Courses">
          <OrderItemList items={order.items} />
          <OrderTotals order={order} />
          {order.tax && <TaxBreakup tax={order.tax} />}
        </OrderSection>
        <Stack spacing={3}>
          <OrderSection id="order-billing" title="Billing details">
            {order.billing ? (
              <BillingSummary billing={order.billing} />
            ) : (
              <Typography>No billing details were given for this order.</Typography>
            )}
          </OrderSection>
          {order.status !== 'pending' && order.status !== 'cancelled' && (
            <RefundSection order={order} />
          )}
        </Stack>
      </Box>
      <OrderSection id="order-payments" title="Payments">
        <PaymentAttemptsTable attempts={order.paymentAttempts} />
      </OrderSection>
    </Stack>
  );
}
