import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { PaymentAttempt } from '@contract/types';
import { formatDate, formatRupeesFromPaise } from '@/lib/format';

const METHOD: Record<PaymentAttempt['method'], string> = {
  razorpay: 'Razorpay',
  test: 'Test mode',
};
const STATUS: Record<PaymentAttempt['status'], string> = {
  opened: 'Not completed',
  paid: 'Paid',
  refund_pending: 'Being refunded',
  refunded: 'Refunded',
};

/** Every checkout attempt of the order, oldest first; scrolls sideways on a phone. */
export function PaymentAttemptsTable({ attempts }: { attempts: PaymentAttempt[] }) {
  if (attempts.length === 0)
    return <Typography>No payment has been started for this order.</Typography>;
  return (
    // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
    <Box
      role="region"
      aria-label="Payment attempts, scrolls sideways"
      tabIndex={0}
      sx={{ overflowX: 'auto' }}
    >
      <Table size="small" aria-label="Payment attempts">
        <TableHead>
          <TableRow>
            <TableCell>Reference</TableCell>
            <TableCell>Method</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Opened</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {attempts.map((attempt) => (
            <TableRow key={attempt.reference}>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {attempt.reference}
              </TableCell>
              <TableCell>{METHOD[attempt.method]}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRupeesFromPaise(attempt.amountPaise)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(attempt.openedAt)}</TableCell>
              <TableCell>{STATUS[attempt.status]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
