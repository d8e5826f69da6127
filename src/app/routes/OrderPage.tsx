import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { pageTitle } from '@contract/pageTitles';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { paths } from '@/config/paths';
import { useGetOrderQuery } from '@/features/orders/api/ordersApi';
import { OrderDetails } from '@/features/orders/components/order/OrderDetails';
import { OrderPageError } from '@/features/orders/components/order/OrderPageError';
import { usePageTitle } from '@/lib/usePageTitle';
import { getErrorMessage } from '@/store/api/errorMessage';

/** /orders/:orderId (signed in): one order, its invoice, payments and refund. */
export default function OrderPage() {
  const { orderId = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetOrderQuery(orderId);
  usePageTitle(data ? pageTitle(`Order ${data.order.orderNumber}`) : undefined);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={paths.orders} sx={{ mb: 2, ml: -1 }}>
        ← Your orders
      </Button>
      {isLoading ? (
        <PageSpinner label="Loading your order" />
      ) : data ? (
        <OrderDetails order={data.order} />
      ) : (
        <OrderPageError message={getErrorMessage(error)} onRetry={() => void refetch()} />
      )}
    </Container>
  );
}
