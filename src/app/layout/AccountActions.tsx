import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  NAV_ACTION_ICON_WIDTH,
  NAV_ACTION_LABELLED_WIDTH,
} from '@/components/layout/navActionSizes';
import { paths } from '@/config/paths';
import { preloadableLazy } from '@/lib/preloadableLazy';
import { selectUser } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';

// A visitor's first page does not carry the signed-in icons (the cart badge among them); a
// stored session fetches them with the page's code (main.tsx).
const SignedInActions = preloadableLazy(
  () => import(/* webpackChunkName: "signed-in-actions" */ './SignedInActions'),
);
export const preloadSignedInActions = SignedInActions.preload;

/** Four actions 4 px apart, labelled from lg up: their room while their code loads, so nothing moves. */
const SIGNED_IN_ACTIONS_WIDTH = {
  xs: 4 * NAV_ACTION_ICON_WIDTH + 3 * 4,
  lg: 4 * NAV_ACTION_LABELLED_WIDTH + 3 * 4,
};

/** Right side of the navbar: account icons when signed in, Sign Up / Sign In otherwise. */
export function AccountActions({ solid }: { solid: boolean }) {
  const user = useAppSelector(selectUser);

  if (user) {
    return (
      <Suspense
        fallback={<Box sx={{ width: SIGNED_IN_ACTIONS_WIDTH, height: { xs: 40, lg: 52 } }} />}
      >
        <SignedInActions />
      </Suspense>
    );
  }

  return (
    <Stack direction="row" spacing={1}>
      <Button
        component={RouterLink}
        to={paths.signup}
        variant={solid ? 'outlined' : 'text'}
        color="inherit"
      >
        Sign Up
      </Button>
      <Button component={RouterLink} to={paths.signin} variant="contained" color="secondary">
        Sign In
      </Button>
    </Stack>
  );
}
