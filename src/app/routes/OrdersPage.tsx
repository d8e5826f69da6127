import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_TITLES } from '@contract/pageTitles';
import { paths } from '@/config/paths';
import { OrderHistory } from '@/features/orders/components/history/OrderHistory';
import { ORDERS_HEADING } from '@/features/orders/components/history/orderHistoryText';
import { usePageTitle } from '@/lib/usePageTitle';

/** /orders (signed in): every order with its status and invoice, newest first. */
export default function OrdersPage() {
  usePageTitle(PAGE_TITLES.orders);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 3, flexWrap: 'wrap' }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {ORDERS_HEADING}
        </Typography>
        <Button component={RouterLink} to={paths.dashboard}>
          My Courses
        </Button>
      </Stack>
      <OrderHistory />
    </Container>
  );
}
