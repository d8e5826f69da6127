import { createSlice } from '@reduxjs/toolkit';

/** Layout state that thunks also drive (checkout closes the drawer and the menu). */
export interface UiState {
  cartDrawerOpen: boolean;
  navMenuOpen: boolean;
}

const initialState: UiState = { cartDrawerOpen: false, navMenuOpen: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    cartDrawerOpened(state) {
      state.cartDrawerOpen = true;
      state.navMenuOpen = false;
    },
    cartDrawerClosed(state) {
      state.cartDrawerOpen = false;
    },
    navMenuOpened(state) {
      state.navMenuOpen = true;
    },
    navMenuClosed(state) {
      state.navMenuOpen = false;
    },
  },
  selectors: {
    selectCartDrawerOpen: (state) => state.cartDrawerOpen,
    selectNavMenuOpen: (state) => state.navMenuOpen,
  },
});

export const { cartDrawerOpened, cartDrawerClosed, navMenuOpened, navMenuClosed } = uiSlice.actions;
export const { selectCartDrawerOpen, selectNavMenuOpen } = uiSlice.selectors;
