import { api } from '@/store/api/api';
import { getErrorCode, getServerMessage } from '@/store/api/errorMessage';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { cartDrawerOpened } from '@/store/ui/uiSlice';
import { cartApi } from '../api/cartApi';
import { saveCartIntent, type CartProduct } from './cartIntent';
import { ADD_TO_CART_FALLBACK_ERROR, ADD_TO_CART_SIGNIN_MESSAGE } from './cartMessages';
import { EMPTY_CART, isInCart } from './cartSelectors';

export type AddToCartOutcome =
  | { kind: 'signin-required'; message: string }
  | { kind: 'opened-cart' }
  | { kind: 'added'; message: string }
  | { kind: 'failed'; message: string }
  /** Bought already (the page had not heard yet): its buttons turn into 'Go to course'. */
  | { kind: 'owned'; message: string }
  /** The call ended the session (refresh refused): the API layer already alerted and redirected. */
  | { kind: 'session-ended' };

/**
 * The add-to-cart button: a visitor is sent to sign in (the course or test is remembered and
 * added once signed in: fulfilCartIntent), one already in the cart opens the drawer, any other is
 * added.
 */
export const addCourseToCart = createAppAsyncThunk(
  'cart/addCourseClicked',
  async (course: CartProduct, { dispatch, getState, extra }): Promise<AddToCartOutcome> => {
    if (!getState().auth.user) {
      saveCartIntent(course);
      extra.navigate('/signin');
      return { kind: 'signin-required', message: ADD_TO_CART_SIGNIN_MESSAGE };
    }
    const cart = cartApi.endpoints.getCart.select()(getState()).data?.cart ?? EMPTY_CART;
    if (isInCart(cart, course._id)) {
      dispatch(cartDrawerOpened());
      return { kind: 'opened-cart' };
    }
    try {
      const { message } = await dispatch(
        cartApi.endpoints.addToCart.initiate({
          productId: course._id,
          model: course.model ?? 'Course',
          quantity: 1,
        }),
      ).unwrap();
      return { kind: 'added', message };
    } catch (error) {
      if (!getState().auth.user) return { kind: 'session-ended' };
      const message = getServerMessage(error) ?? ADD_TO_CART_FALLBACK_ERROR;
      if (getErrorCode(error) === 'ALREADY_PURCHASED') {
        dispatch(api.util.invalidateTags(['PurchasedCourses']));
        return { kind: 'owned', message };
      }
      return { kind: 'failed', message };
    }
  },
);
