import Alert from '@mui/material/Alert';
import { PageHeading } from '@/features/admin/components/PageHeading';

/**
 * Orders, refunds and the billing export are being built with the commerce work; their staff
 * routes are not in the console's contract yet, so this screen only says so.
 */
export default function OrdersPage() {
  return (
    <>
      <PageHeading title="Orders" />
      <Alert severity="info">
        Orders, refunds and the billing export are coming to the console soon. Until then, a
        learner&apos;s orders are listed on their page under Learners.
      </Alert>
    </>
  );
}
