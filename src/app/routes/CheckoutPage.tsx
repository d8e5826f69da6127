import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCheckoutOrderId } from '@/app/routes/useCheckoutOrderId';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { CheckoutOrder } from '@/features/orders/components/CheckoutOrder';
import { NothingToCheckout } from '@/features/orders/components/NothingToCheckout';
import { CHECKOUT_HEADING } from '@/features/orders/components/checkoutData';

/** /checkout (signed in): the order summary, a coupon, and the card payment. */
export default function CheckoutPage() {
  const { orderId, isLoading } = useCheckoutOrderId();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 3 }}>
        {CHECKOUT_HEADING}
      </Typography>
      {isLoading ? (
        <PageSpinner label="Loading your order" />
      ) : orderId ? (
        <CheckoutOrder key={orderId} orderId={orderId} />
      ) : (
        <NothingToCheckout />
      )}
    </Container>
  );
}
