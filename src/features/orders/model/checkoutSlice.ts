import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { sessionExpired, signedOut } from '@/store/auth/authSlice';
import { rootReducer } from '@/store/rootReducer';

/** The order created from the cart, kept for the checkout screen. */
export interface CheckoutState {
  orderId: string | null;
}

const initialState: CheckoutState = { orderId: null };

const slice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    orderKept(state, action: PayloadAction<string>) {
      state.orderId = action.payload;
    },
    orderCleared(state) {
      state.orderId = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState).addCase(sessionExpired, () => initialState);
  },
  selectors: {
    selectCheckoutOrderId: (state) => state.orderId,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this slice's state
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Joins the store when the checkout code loads; its selectors read the initial state until then. */
export const checkoutSlice = slice.injectInto(rootReducer);

export const { orderKept, orderCleared } = checkoutSlice.actions;
export const { selectCheckoutOrderId } = checkoutSlice.selectors;
