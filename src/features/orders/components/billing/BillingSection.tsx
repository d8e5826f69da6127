import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Order } from '@contract/types';
import { selectUser } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';
import { useGetSavedBillingQuery } from '../../api/billingApi';
import { BillingForm } from './BillingForm';
import { initialBillingFields } from './billingFormValues';
import { BillingSummary } from './BillingSummary';

/**
 * Who the tax invoice is made out to. An order with details shows them with Edit; one without
 * asks for them, prefilled from the last checkout or the account's name.
 */
export function BillingSection({ order, disabled }: { order: Order; disabled: boolean }) {
  const [editing, setEditing] = useState(false);
  const accountName = useAppSelector(selectUser)?.name ?? '';
  const saved = useGetSavedBillingQuery(undefined, { skip: Boolean(order.billing) });
  const showForm = editing || !order.billing;

  let content;
  if (!showForm && order.billing) {
    content = (
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
      >
        <BillingSummary billing={order.billing} />
        <Button
          onClick={() => setEditing(true)}
          disabled={disabled}
          aria-label="Edit billing details"
        >
          Edit
        </Button>
      </Stack>
    );
  } else if (!order.billing && saved.isLoading) {
    content = <Skeleton variant="rounded" height={120} aria-label="Loading your billing details" />;
  } else {
    content = (
      <BillingForm
        orderId={order._id}
        initial={initialBillingFields(order.billing ?? saved.data?.billing, accountName)}
        disabled={disabled}
        onCancel={order.billing ? () => setEditing(false) : undefined}
        onSaved={() => setEditing(false)}
      />
    );
  }

  return (
    <Stack component="section" aria-labelledby="billing-heading" spacing={1.5}>
      <Typography id="billing-heading" variant="h5" component="h2">
        Billing details
      </Typography>
      {!order.billing && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Your GST tax invoice is made out to these details.
        </Typography>
      )}
      {content}
    </Stack>
  );
}
