import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminRefundRow } from '@contract/types';
import { adminPaths } from '@/config/adminPaths';
import { formatRupees as paise } from '@contract/billing';
import { dateTime } from '../../model/adminFormat';
import { LoadError } from '../LoadError';
import { RefundDecisionButtons } from './RefundDecisionButtons';

interface RefundRequestsProps {
  refunds: AdminRefundRow[] | undefined;
  error: unknown;
  onRetry: () => void;
}

/** Refunds waiting for staff, oldest request first, each with its decision. */
export function RefundRequests({ refunds, error, onRetry }: RefundRequestsProps) {
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  if (!refunds) return <Typography sx={{ color: 'text.secondary' }}>Loading…</Typography>;
  if (refunds.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>No refunds wait for review.</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Refund requests">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Buyer</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Requested</TableCell>
            <TableCell sx={{ minWidth: 200 }}>Reason</TableCell>
            <TableCell sx={{ minWidth: 240 }}>Decision</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {refunds.map((refund) => (
            <TableRow key={refund.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={adminPaths.order(refund.orderId)}>
                  {refund.orderNumber}
                </Link>
              </TableCell>
              <TableCell>
                {refund.name}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {refund.email}
                </Typography>
              </TableCell>
              <TableCell align="right">{paise(refund.amountPaise)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(refund.requestedAt)}</TableCell>
              <TableCell>{refund.reason}</TableCell>
              <TableCell>
                <RefundDecisionButtons
                  size="small"
                  refundId={refund.id}
                  orderId={refund.orderId}
                  orderNumber={refund.orderNumber}
                  amountPaise={refund.amountPaise}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
