import { getErrorMessage } from '@/store/api/errorMessage';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { cartDrawerClosed, navMenuClosed } from '@/store/ui/uiSlice';
import { ordersApi } from '../api/ordersApi';
import { orderKept } from './checkoutSlice';

export type CheckoutOutcome =
  | { kind: 'signin-required' }
  | { kind: 'started'; orderId: string }
  | { kind: 'failed'; message: string }
  /** The call ended the session (refresh refused): the API layer already alerted and redirected. */
  | { kind: 'session-ended' };

/**
 * The cart's checkout button: create the order, fetch it, keep it, refresh the
 * cart (createOrder invalidates it), go to /checkout, close the drawer and the menu.
 */
export const checkoutCart = createAppAsyncThunk(
  'checkout/cartCheckedOut',
  async (_: void, { dispatch, getState, extra }): Promise<CheckoutOutcome> => {
    if (!getState().auth.user) {
      extra.navigate('/signin');
      return { kind: 'signin-required' };
    }
    try {
      const { orderId } = await dispatch(ordersApi.endpoints.createOrder.initiate()).unwrap();
      await dispatch(
        ordersApi.endpoints.getOrder.initiate(orderId, { forceRefetch: true, subscribe: false }),
      ).unwrap();
      dispatch(orderKept(orderId));
      dispatch(cartDrawerClosed());
      dispatch(navMenuClosed());
      extra.navigate('/checkout');
      return { kind: 'started', orderId };
    } catch (error) {
      if (!getState().auth.user) return { kind: 'session-ended' };
      return { kind: 'failed', message: getErrorMessage(error) };
    }
  },
);
