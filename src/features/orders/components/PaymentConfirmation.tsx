import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { courseHomeUrl } from '@/config/courseSite';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import { REFUND_MAX_WATCHED, REFUND_WINDOW_DAYS } from '@contract/content/refunds';
import type { Order } from '@contract/types';
import { ConfirmedCourses } from './ConfirmedCourses';
import { PAYMENT_SUCCESS_HEADING } from './checkoutData';
import { InvoiceDownloadButton } from './documents/InvoiceDownloadButton';
import { ReceiptFacts } from './ReceiptFacts';
import { TaxBreakup } from './TaxBreakup';

/**
 * The order's page once paid: the news, the receipt (order number, amount paid), each course with
 * 'Go to course', and what to do next.
 */
export function PaymentConfirmation({ order }: { order: Order }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The pay button the buyer used is gone: move focus (and screen readers) to the news.
  useEffect(() => heading.current?.focus(), []);
  const first = order.items.find((item) => item.model === 'Course');
  const hasTests = order.items.some((item) => item.model === 'Test');
  const ready = !first
    ? 'Your tests are ready to take from your dashboard:'
    : hasTests
      ? 'Your courses and tests are ready:'
      : 'Your courses are ready to watch:';

  return (
    <Paper
      component="section"
      aria-labelledby="payment-success-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: 'auto' }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <Box
          component="img"
          src="/images/commerce/payment-success.svg"
          alt=""
          width={96}
          height={96}
        />
        <Typography
          ref={heading}
          id="payment-success-heading"
          tabIndex={-1}
          variant="h3"
          component="h1"
          sx={{ mt: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' }, '&:focus': { outline: 'none' } }}
        >
          {PAYMENT_SUCCESS_HEADING}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          {`Thank you! We received ${formatRupees(order.totalPrice)}. ${ready}`}
        </Typography>
      </Box>
      <Box sx={{ my: 3 }}>
        <ConfirmedCourses items={order.items} />
      </Box>
      <ReceiptFacts order={order} />
      {order.tax && <TaxBreakup tax={order.tax} />}
      {order.invoice && (
        <Box sx={{ mt: 2 }}>
          <InvoiceDownloadButton orderId={order._id} />
        </Box>
      )}
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        What next
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
        {first && (
          <li>Start learning now: every lesson is open, and your place is saved as you watch.</li>
        )}
        {hasTests && (
          <li>
            Take each test from your dashboard&apos;s Tests tab when you are ready: one attempt, to
            be started before it expires (the tab says when). A test can be refunded only before you
            start it.
          </li>
        )}
        <li>
          We have mailed you a receipt with your GST tax invoice. Quote the order number if you
          write to us about this payment.
        </li>
        <li>
          {`Not the right course? Within ${REFUND_WINDOW_DAYS} days of purchase, with less than ${REFUND_MAX_WATCHED} watched, you can `}
          <Link component={RouterLink} to={paths.order(order._id)} underline="always">
            ask for a refund
          </Link>
          {' ('}
          <Link component={RouterLink} to={paths.refund} underline="always">
            Refund Policy
          </Link>
          {').'}
        </li>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        {first && (
          <Button variant="contained" size="large" href={courseHomeUrl(first.productId)}>
            Start learning
          </Button>
        )}
        <Button component={RouterLink} to={paths.dashboard} variant="outlined" size="large">
          Go to My Courses
        </Button>
        <Button component={RouterLink} to={paths.orders} variant="text" size="large">
          View your orders
        </Button>
        <Button variant="text" size="large" onClick={() => window.print()}>
          Print receipt
        </Button>
      </Stack>
    </Paper>
  );
}
