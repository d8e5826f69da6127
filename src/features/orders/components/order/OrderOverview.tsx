import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@contract/types';
import { formatDate } from '@/lib/format';
import { InvoiceDownloadButton } from '../documents/InvoiceDownloadButton';
import { OrderStatusChip } from '../history/OrderStatusChip';

/** The order page's head: its number, when it was placed and paid, its status, the invoice. */
export function OrderOverview({ order }: { order: Order }) {
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {`Order ${order.orderNumber}`}
        </Typography>
        <OrderStatusChip status={order.status} refundStatus={order.refund?.status ?? null} />
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>
        {`Placed on ${formatDate(order.createdAt)}`}
        {order.paidAt && ` · Paid on ${formatDate(order.paidAt)}`}
        {order.invoice && ` · Invoice ${order.invoice.number}`}
      </Typography>
      {order.invoice && (
        <Box>
          <InvoiceDownloadButton orderId={order._id} />
        </Box>
      )}
    </Stack>
  );
}
