import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
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

/** The reference a learner can match: the payment's id (as the invoice prints it) once captured. */
const referenceOf = (attempt: PaymentAttempt): string => attempt.paymentId ?? attempt.reference;

const COLUMNS = ['Reference', 'Method', 'Amount', 'Opened', 'Status'] as const;
const cellsOf = (attempt: PaymentAttempt): Record<(typeof COLUMNS)[number], string> => ({
  Reference: referenceOf(attempt),
  Method: METHOD[attempt.method],
  Amount: formatRupeesFromPaise(attempt.amountPaise),
  Opened: formatDate(attempt.openedAt),
  Status: STATUS[attempt.status],
});

/** On a phone, each attempt as a short list of its facts: nothing to scroll sideways. */
function PaymentAttemptList({ attempts }: { attempts: PaymentAttempt[] }) {
  return (
    <Box component="ul" aria-label="Payment attempts" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {attempts.map((attempt) => {
        const cells = cellsOf(attempt);
        return (
          <Box
            component="li"
            key={attempt.reference}
            sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
          >
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}
            >
              {COLUMNS.map((column) => (
                <Box key={column} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {column}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{
                      m: 0,
                      fontWeight: column === 'Status' ? 600 : undefined,
                      fontFamily: column === 'Reference' ? 'monospace' : undefined,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {cells[column]}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** Every checkout attempt of the order, oldest first: a table, or a list on a phone. */
export function PaymentAttemptsTable({ attempts }: { attempts: PaymentAttempt[] }) {
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  if (attempts.length === 0)
    return <Typography>No payment has been started for this order.</Typography>;
  if (!wide) return <PaymentAttemptList attempts={attempts} />;
  return (
    <Table size="small" aria-label="Payment attempts">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} align={column === 'Amount' ? 'right' : undefined}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {attempts.map((attempt) => {
          const cells = cellsOf(attempt);
          return (
            <TableRow key={attempt.reference}>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {cells.Reference}
              </TableCell>
              <TableCell>{cells.Method}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {cells.Amount}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{cells.Opened}</TableCell>
              <TableCell>{cells.Status}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
