import { useState } from 'react';
import type { Order, PaymentResult, PaymentSession, TestCheckoutRequest } from '@contract/types';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useAppDispatch } from '@/store/hooks';
import {
  useCompleteTestCheckoutMutation,
  useInitiatePaymentMutation,
  useVerifyPaymentMutation,
} from '../api/ordersApi';
import { orderKept } from '../model/checkoutSlice';
import { openRazorpayCheckout } from './openRazorpayCheckout';

type Outcome = TestCheckoutRequest['outcome'];

export type PaymentStep =
  | { step: 'idle' }
  | { step: 'starting' }
  /** Razorpay's own window is open. */
  | { step: 'with-provider' }
  | { step: 'test-checkout'; session: PaymentSession; sending: Outcome | null }
  | { step: 'verifying' }
  | { step: 'failed'; message: string }
  | { step: 'paid'; order: Order };

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : getErrorMessage(error);

/**
 * The card payment of one order: start a session, pay with Razorpay or the test provider, then
 * have the server verify the result (docs/api.md, payment flow).
 */
export function usePayment(orderId: string) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<PaymentStep>({ step: 'idle' });
  const [initiatePayment] = useInitiatePaymentMutation();
  const [completeTestCheckout] = useCompleteTestCheckoutMutation();
  const [verifyPayment] = useVerifyPaymentMutation();

  const fail = (error: unknown) => setState({ step: 'failed', message: messageOf(error) });

  const verify = async (result: PaymentResult) => {
    setState({ step: 'verifying' });
    try {
      const { order } = await verifyPayment({ orderId, ...result }).unwrap();
      // The cart forgets the order once it is paid; keep it so this page can show the receipt.
      dispatch(orderKept(orderId));
      setState({ step: 'paid', order });
    } catch (error) {
      fail(error);
    }
  };

  const start = async () => {
    setState({ step: 'starting' });
    try {
      const session = await initiatePayment({ orderId }).unwrap();
      if (session.provider === 'test') {
        setState({ step: 'test-checkout', session, sending: null });
        return;
      }
      await openRazorpayCheckout(session, {
        onPaid: (result) => void verify(result),
        onFailed: (message) => setState({ step: 'failed', message }),
        onDismissed: () =>
          setState((current) => (current.step === 'with-provider' ? { step: 'idle' } : current)),
      });
      setState((current) => (current.step === 'starting' ? { step: 'with-provider' } : current));
    } catch (error) {
      fail(error);
    }
  };

  const completeTest = async (outcome: Outcome) => {
    if (state.step !== 'test-checkout') return;
    setState({ ...state, sending: outcome });
    try {
      const result = await completeTestCheckout({
        razorpayOrderId: state.session.razorpayOrderId,
        outcome,
      }).unwrap();
      await verify(result);
    } catch (error) {
      fail(error);
    }
  };

  const closeTestCheckout = () =>
    setState((current) =>
      current.step === 'test-checkout' && !current.sending ? { step: 'idle' } : current,
    );

  return { state, start, completeTest, closeTestCheckout };
}
