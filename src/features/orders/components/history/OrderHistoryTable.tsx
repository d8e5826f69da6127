import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderSummary } from '@contract/types';
import { paths } from '@/config/paths';
import { InvoiceDownloadButton } from '../documents/InvoiceDownloadButton';
import { amountPaid, courseList, orderDate } from './orderHistoryText';
import { OrderStatusChip } from './OrderStatusChip';

/** The orders in a table (wide windows): each number links to the order's page. */
export function OrderHistoryTable({ orders }: { orders: OrderSummary[] }) {
  return (
    <Table aria-label="Your orders">
      <TableHead>
        <TableRow>
          <TableCell>Order</TableCell>
          <TableCell>Date</TableCell>
          <TableCell>Courses</TableCell>
          <TableCell align="right">Amount paid</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Invoice</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order._id} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link component={RouterLink} to={paths.order(order._id)} sx={{ fontWeight: 700 }}>
                {order.orderNumber}
              </Link>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{orderDate(order)}</TableCell>
            <TableCell>{courseList(order)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {amountPaid(order)}
            </TableCell>
            <TableCell>
              <OrderStatusChip status={order.status} refundStatus={order.refundStatus} />
            </TableCell>
            <TableCell>
              {order.invoice && (
                <InvoiceDownloadButton
                  orderId={order._id}
                  orderNumber={order.orderNumber}
                  size="small"
                  variant="text"
                />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
