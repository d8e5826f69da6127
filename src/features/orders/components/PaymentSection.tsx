import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@contract/types';
import { BillingSection } from './billing/BillingSection';
import { BILLING_FIRST_HINT } from './checkoutData';
import { CancelOrderButton } from './CancelOrderButton';
import { CheckoutPolicies } from './CheckoutPolicies';
import { CouponSection } from './CouponSection';
import { PayButton } from './PayButton';
import { PaymentFailedAlert } from './PaymentFailedAlert';
import type { PaymentStep } from './usePayment';

const BILLING_FIRST_ID = 'pay-needs-billing';

interface PaymentSectionProps {
  order: Order;
  payment: PaymentStep;
  onPay: () => void;
}

/** Coupon, billing details, pay, and cancel, with the last payment failure if there was one. */
export function PaymentSection({ order, payment, onPay }: PaymentSectionProps) {
  const paying = payment.step !== 'idle' && payment.step !== 'failed';
  const needsBilling = !order.billing;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <CouponSection order={order} disabled={paying} />
        <BillingSection order={order} disabled={paying} />
        <Stack component="section" aria-labelledby="payment-heading" spacing={2}>
          <Typography id="payment-heading" variant="h5" component="h2">
            Payment
          </Typography>
          {payment.step === 'failed' && <PaymentFailedAlert message={payment.message} />}
          {needsBilling && (
            <Typography id={BILLING_FIRST_ID} variant="body2" sx={{ color: 'warning.dark' }}>
              {BILLING_FIRST_HINT}
            </Typography>
          )}
          <PayButton
            amount={order.totalPrice}
            busy={paying}
            onPay={onPay}
            blockedBy={needsBilling ? BILLING_FIRST_ID : undefined}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            Card, UPI and net banking through our secure payment partner.
          </Typography>
          <CheckoutPolicies />
          <CancelOrderButton orderId={order._id} disabled={paying} />
        </Stack>
      </Stack>
    </Paper>
  );
}
