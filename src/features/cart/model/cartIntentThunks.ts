import { getErrorCode, getServerMessage } from '@/store/api/errorMessage';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { cartApi } from '../api/cartApi';
import { takeCartIntent, type CartIntent } from './cartIntent';
import { ADD_TO_CART_FALLBACK_ERROR } from './cartMessages';

export type CartIntentOutcome =
  | { kind: 'none' }
  /** Added now, or it was in the cart already: the same news for the learner. */
  | { kind: 'in-cart'; intent: CartIntent }
  | { kind: 'owned'; intent: CartIntent }
  | { kind: 'failed'; intent: CartIntent; message: string }
  /** The call ended the session (refresh refused): the API layer already alerted and redirected. */
  | { kind: 'session-ended' };

/**
 * Once signed in, puts the course the visitor chose before signing in into the cart, through the
 * cart's own endpoint. The intent is taken out of storage first, so it is fulfilled once.
 */
export const fulfilCartIntent = createAppAsyncThunk(
  'cart/intentFulfilled',
  async (_: void, { dispatch, getState }): Promise<CartIntentOutcome> => {
    if (!getState().auth.user) return { kind: 'none' };
    const intent = takeCartIntent();
    if (!intent) return { kind: 'none' };
    try {
      await dispatch(
        cartApi.endpoints.addToCart.initiate({
          productId: intent.courseId,
          model: intent.model ?? 'Course',
          quantity: 1,
        }),
      ).unwrap();
      return { kind: 'in-cart', intent };
    } catch (error) {
      if (!getState().auth.user) return { kind: 'session-ended' };
      if (getErrorCode(error) === 'ALREADY_PURCHASED') return { kind: 'owned', intent };
      return {
        kind: 'failed',
        intent,
        message: getServerMessage(error) ?? ADD_TO_CART_FALLBACK_ERROR,
      };
    }
  },
);
