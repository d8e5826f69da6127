import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import type { Order } from '@contract/types';
import { OrderItemList } from './OrderItemList';
import { PAYMENT_SUCCESS_HEADING } from './checkoutData';

/** The receipt after a verified payment, and the way to the courses just bought. */
export function PaymentConfirmation({ order }: { order: Order }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The pay button the buyer used is gone: move focus (and screen readers) to the news.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Paper
      component="section"
      aria-labelledby="payment-success-heading"
      variant="outlined"
      sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}
    >
      <Box
        component="img"
        src="/images/commerce/payment-success.svg"
        alt=""
        width={120}
        height={120}
      />
      <Typography
        ref={heading}
        id="payment-success-heading"
        tabIndex={-1}
        variant="h3"
        component="h2"
        sx={{ mt: 2, '&:focus': { outline: 'none' } }}
      >
        {PAYMENT_SUCCESS_HEADING}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>
        {`Thank you! We received ${formatRupees(order.totalPrice)}. Your courses are ready to watch:`}
      </Typography>
      <Box sx={{ maxWidth: 480, mx: 'auto', my: 2, textAlign: 'left' }}>
        <OrderItemList items={order.items} />
      </Box>
      <Button component={RouterLink} to={paths.dashboard} variant="contained" size="large">
        Go to My Courses
      </Button>
    </Paper>
  );
}
