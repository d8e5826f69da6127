import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderSummary } from '@contract/types';
import { paths } from '@/config/paths';
import { InvoiceDownloadButton } from '../documents/InvoiceDownloadButton';
import { amountPaid, courseList, orderDate } from './orderHistoryText';
import { OrderStatusChip } from './OrderStatusChip';

/** The orders as a list of cards (phones): number and status, date and amount, the courses. */
export function OrderHistoryCards({ orders }: { orders: OrderSummary[] }) {
  return (
    <Stack
      component="ul"
      aria-label="Your orders"
      spacing={1.5}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {orders.map((order) => (
        <Paper component="li" key={order._id} variant="outlined" sx={{ p: 2 }}>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
          >
            <Link component={RouterLink} to={paths.order(order._id)} sx={{ fontWeight: 700 }}>
              {order.orderNumber}
            </Link>
            <OrderStatusChip status={order.status} refundStatus={order.refundStatus} />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {orderDate(order)}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{amountPaid(order)}</Typography>
          </Box>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {courseList(order)}
          </Typography>
          {order.invoice && (
            <Box sx={{ mt: 1 }}>
              <InvoiceDownloadButton
                orderId={order._id}
                orderNumber={order.orderNumber}
                size="small"
              />
            </Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
