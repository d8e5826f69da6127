import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@contract/types';

/**
 * restoring: a stored session is being checked at start (refresh, then profile load); protected
 * routes wait with a spinner until it is `ready`.
 */
export type SessionStatus = 'restoring' | 'ready';

export interface AuthState {
  token: string | null;
  user: User | null;
  /** null until GET /users/profile-status has answered for this session. */
  isProfileComplete: boolean | null;
  sessionStatus: SessionStatus;
}

export const initialAuthState: AuthState = {
  token: null,
  user: null,
  isProfileComplete: null,
  sessionStatus: 'ready',
};

const signedOutState = (state: AuthState): AuthState => ({
  ...initialAuthState,
  sessionStatus: state.sessionStatus,
});

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ token: string; user: User }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.isProfileComplete = null;
      state.sessionStatus = 'ready';
    },
    /** A token taken from the address bar (Google sign-in); its user is loaded next. */
    tokenAdopted(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.user = null;
      state.isProfileComplete = null;
    },
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    profileStatusChecked(state, action: PayloadAction<boolean>) {
      state.isProfileComplete = action.payload;
    },
    sessionRestoreStarted(state) {
      state.sessionStatus = 'restoring';
    },
    sessionRestoreFinished(state) {
      state.sessionStatus = 'ready';
    },
    /** The user logged out. */
    signedOut: signedOutState,
    /** The refresh token was refused: the session is gone without the user asking. */
    sessionExpired: signedOutState,
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.token !== null && state.user !== null,
    selectIsProfileComplete: (state) => state.isProfileComplete,
    /** True while protected routes cannot decide yet: a session is restoring, or a token has no user. */
    selectIsSessionLoading: (state) =>
      state.sessionStatus === 'restoring' || (state.token !== null && state.user === null),
  },
});

export const {
  loggedIn,
  tokenAdopted,
  tokenRefreshed,
  userLoaded,
  profileStatusChecked,
  sessionRestoreStarted,
  sessionRestoreFinished,
  signedOut,
  sessionExpired,
} = authSlice.actions;

export const {
  selectToken,
  selectUser,
  selectIsSignedIn,
  selectIsProfileComplete,
  selectIsSessionLoading,
} = authSlice.selectors;
