import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, formatRupees } from '@/lib/format';
import type { Order } from '@contract/types';

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="dt" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The receipt's facts: order number, invoice number, date, coupon and the amount paid. */
export function ReceiptFacts({ order }: { order: Order }) {
  return (
    <Box component="dl" aria-label="Receipt" sx={{ m: 0 }}>
      <Fact term="Order number" value={order.orderNumber} />
      {order.invoice && <Fact term="Invoice number" value={order.invoice.number} />}
      {order.paidAt && <Fact term="Paid on" value={formatDate(order.paidAt)} />}
      {order.couponCode && (
        <Fact term={`Discount (${order.couponCode})`} value={`− ${formatRupees(order.discount)}`} />
      )}
      <Fact term="Amount paid" value={formatRupees(order.totalPrice)} />
    </Box>
  );
}
