import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Order } from '@contract/types';
import { OrderItemList } from './OrderItemList';
import { OrderTotals } from './OrderTotals';
import { TaxBreakup } from './TaxBreakup';

/** What is being bought and what it costs. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <Paper
      component="section"
      aria-labelledby="order-summary-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="order-summary-heading" variant="h4" component="h2" gutterBottom>
        Order summary
      </Typography>
      <OrderItemList items={order.items} />
      <OrderTotals order={order} />
      {order.tax && <TaxBreakup tax={order.tax} />}
    </Paper>
  );
}
