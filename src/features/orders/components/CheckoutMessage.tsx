import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface CheckoutMessageProps {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  image?: string;
}

/** A short message with a way on: nothing to pay, a cancelled order, an order that cannot load. */
export function CheckoutMessage({
  title,
  children,
  actions,
  image = '/images/commerce/empty-cart.svg',
}: CheckoutMessageProps) {
  return (
    <Box
      component="section"
      aria-labelledby="checkout-message-title"
      sx={{ textAlign: 'center', py: 4, maxWidth: 560, mx: 'auto' }}
    >
      <Box component="img" src={image} alt="" width={160} height={120} />
      <Typography id="checkout-message-title" variant="h4" component="h2" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{children}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        {actions}
      </Box>
    </Box>
  );
}
