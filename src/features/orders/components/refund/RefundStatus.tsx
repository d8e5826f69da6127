import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Refund } from '@contract/types';
import { formatDate, formatRupeesFromPaise } from '@/lib/format';
import { CreditNoteDownloadButton } from '../documents/CreditNoteDownloadButton';

const LOOK: Record<Refund['status'], { title: string; severity: AlertColor; text: string }> = {
  requested: {
    title: 'Waiting for review',
    severity: 'info',
    text: 'Our team will review your request within 2 business days.',
  },
  processing: {
    title: 'Refund approved: processing',
    severity: 'info',
    text: 'The money goes back to your original payment method in 5-7 business days.',
  },
  refunded: {
    title: 'Refunded',
    severity: 'success',
    text: 'The money is on its way back to your original payment method; access to what it covers has ended.',
  },
  rejected: { title: 'Refund not approved', severity: 'warning', text: '' },
  failed: {
    title: 'The refund could not be made',
    severity: 'error',
    text: 'Your order stays paid. Please try again later or contact us.',
  },
};

/** Where the order's refund stands, with staff's note and, once refunded, the credit note. */
export function RefundStatus({ refund }: { refund: Refund }) {
  const look = LOOK[refund.status];
  return (
    <Box>
      <Alert severity={look.severity}>
        <AlertTitle>{look.title}</AlertTitle>
        {look.text && <Typography variant="body2">{look.text}</Typography>}
        {refund.decisionNote && <Typography variant="body2">{refund.decisionNote}</Typography>}
      </Alert>
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        {`${formatRupeesFromPaise(refund.amountPaise)} · asked on ${formatDate(refund.requestedAt)}`}
        {refund.creditNote && ` · Credit note ${refund.creditNote.number}`}
      </Typography>
      {refund.items.length > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {`For: ${refund.items.map((item) => item.title).join(', ')}`}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 0.5 }}>{`Your reason: ${refund.reason}`}</Typography>
      {refund.creditNote && (
        <Box sx={{ mt: 1.5 }}>
          <CreditNoteDownloadButton refundId={refund.id} />
        </Box>
      )}
    </Box>
  );
}
