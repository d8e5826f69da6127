import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired, signedOut } from '@/store/auth/authSlice';
import { injectSlice, type RootState } from '@/store/rootReducer';

/** The order created from the cart, kept for the checkout screen. */
export interface CheckoutState {
  orderId: string | null;
}

const initialState: CheckoutState = { orderId: null };

export const checkoutSlice = createSlice({
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
});

declare module '@/store/rootReducer' {
  interface LazyLoadedSlices {
    checkout: CheckoutState;
  }
}

// Joins the store when the checkout code loads.
injectSlice(checkoutSlice);

export const { orderKept, orderCleared } = checkoutSlice.actions;

export const selectCheckoutOrderId = (state: RootState) => (state.checkout ?? initialState).orderId;
