import Container from '@mui/material/Container';
import { Navigate, useParams } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { paths } from '@/config/paths';
import { useGetOrderQuery } from '@/features/orders/api/ordersApi';
import { OrderCancelled } from '@/features/orders/components/OrderCancelled';
import { OrderLoadError } from '@/features/orders/components/OrderLoadError';
import { PaymentConfirmation } from '@/features/orders/components/PaymentConfirmation';
import { getErrorMessage } from '@/store/api/errorMessage';

/**
 * /checkout/complete/:orderId (signed in): a paid order's confirmation, which survives a reload; an
 * order still awaiting payment goes back to the checkout, a refunded one to its order page.
 */
export default function CheckoutCompletePage() {
  const { orderId = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetOrderQuery(orderId);

  const content = isLoading ? (
    <PageSpinner label="Loading your order" />
  ) : !data ? (
    <OrderLoadError message={getErrorMessage(error)} onRetry={() => void refetch()} />
  ) : data.order.status === 'pending' ? (
    <Navigate to={paths.checkout} replace />
  ) : data.order.status === 'cancelled' ? (
    <OrderCancelled />
  ) : data.order.status === 'refunded' ? (
    <Navigate to={paths.order(orderId)} replace />
  ) : (
    <PaymentConfirmation order={data.order} />
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      {content}
    </Container>
  );
}
