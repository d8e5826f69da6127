import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LearnerOrder } from '@contract/types';
import { dateTime, rupees } from '../../model/adminFormat';

/** The learner's orders, newest first. */
export function LearnerOrders({ orders }: { orders: LearnerOrder[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="learner-orders" sx={{ p: 2 }}>
      <Typography id="learner-orders" variant="h6" component="h2">
        Orders
      </Typography>
      {orders.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No orders.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="learner-orders">
            <TableHead>
              <TableRow>
                <TableCell>Order</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Placed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>{order.number ?? order.id.slice(0, 8)}</TableCell>
                  <TableCell>{order.status}</TableCell>
                  <TableCell align="right">{rupees(order.total)}</TableCell>
                  <TableCell>{dateTime(order.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
