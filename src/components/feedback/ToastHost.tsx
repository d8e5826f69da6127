import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useLayoutEffect } from 'react';
import { APP_BAR_HEIGHT } from '@/components/layout/appBarHeight';
import type { EnqueueToast } from './toastContext';
import { toastComponents } from './ToastContent';

type Connect = (show: EnqueueToast) => () => void;

function HostConnector({ connect }: { connect: Connect }) {
  const { enqueueSnackbar } = useSnackbar();
  useLayoutEffect(
    () => connect((message, options) => void enqueueSnackbar(message, options)),
    [connect, enqueueSnackbar],
  );
  return null;
}

const BELOW_APP_BAR = 'toasts-below-app-bar';

// The toasts keep their corner (top right, top centre) but start under the sticky app bar, so
// they never cover the navigation. Two classes outweigh notistack's own one.
const belowAppBar = (
  <GlobalStyles
    styles={{ [`.notistack-SnackbarContainer.${BELOW_APP_BAR}`]: { top: APP_BAR_HEIGHT + 8 } }}
  />
);

/** notistack's provider and its toasts (fixed on screen), connected to ToastProvider. */
export default function ToastHost({ connect }: { connect: Connect }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      preventDuplicate
      Components={toastComponents}
      classes={{
        containerAnchorOriginTopRight: BELOW_APP_BAR,
        containerAnchorOriginTopCenter: BELOW_APP_BAR,
      }}
    >
      {belowAppBar}
      <HostConnector connect={connect} />
    </SnackbarProvider>
  );
}
