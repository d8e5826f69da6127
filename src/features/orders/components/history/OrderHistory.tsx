import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useGetOrderHistoryQuery } from '../../api/billingApi';
import { OrderHistoryCards } from './OrderHistoryCards';
import { OrderHistoryEmpty, OrderHistoryError, OrderHistorySkeleton } from './OrderHistoryStates';
import { OrderHistoryTable } from './OrderHistoryTable';

/** The learner's orders, newest first: a table on wide windows, cards on phones. */
export function OrderHistory() {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const { data, error, isLoading, isError, isFetching, refetch } = useGetOrderHistoryQuery();

  if (isError && !isFetching)
    return <OrderHistoryError message={getErrorMessage(error)} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <OrderHistorySkeleton />;
  if (data.orders.length === 0) return <OrderHistoryEmpty />;
  return wide ? (
    <OrderHistoryTable orders={data.orders} />
  ) : (
    <OrderHistoryCards orders={data.orders} />
  );
}
