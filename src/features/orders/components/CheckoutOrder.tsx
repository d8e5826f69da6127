import Box from '@mui/material/Box';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useGetOrderQuery } from '../api/ordersApi';
import { OrderCancelled } from './OrderCancelled';
import { OrderLoadError } from './OrderLoadError';
import { OrderSummary } from './OrderSummary';
import { PaymentSection } from './PaymentSection';
import { TestCheckoutDialog } from './TestCheckoutDialog';
import { usePayment } from './usePayment';

/** One order at checkout: pay it, or see that it is cancelled; a paid one shows its confirmation. */
export function CheckoutOrder({ orderId }: { orderId: string }) {
  const { data, error, isLoading, isFetching, refetch } = useGetOrderQuery(orderId);
  const { state, start, completeTest, closeTestCheckout } = usePayment(orderId);

  if (state.step === 'paid') return <Navigate to={paths.checkoutComplete(orderId)} replace />;
  if (isLoading) return <PageSpinner label="Loading your order" />;
  if (!data) {
    return isFetching ? (
      <PageSpinner label="Loading your order" />
    ) : (
      <OrderLoadError message={getErrorMessage(error)} onRetry={() => void refetch()} />
    );
  }

  const { order } = data;
  if (order.status === 'paid') return <Navigate to={paths.checkoutComplete(orderId)} replace />;
  if (order.status === 'cancelled') return <OrderCancelled />;
  if (order.status === 'refunded') return <Navigate to={paths.order(orderId)} replace />;

  const testCheckout = state.step === 'test-checkout' ? state : null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <OrderSummary order={order} />
      <PaymentSection order={order} payment={state} onPay={() => void start()} />
      <TestCheckoutDialog
        session={testCheckout?.session ?? null}
        sending={testCheckout?.sending ?? null}
        onOutcome={(outcome) => void completeTest(outcome)}
        onClose={closeTestCheckout}
      />
    </Box>
  );
}
