import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useLayoutEffect } from 'react';
import { NotificationsHotkey } from './NotificationsHotkey';
import type { EnqueueToast } from './toastContext';
import { toastComponents } from './ToastContent';
import { TOASTS_TOP_CENTRE, TOASTS_TOP_RIGHT, toastPlacementStyles } from './toastPlacement';

type Connect = (show: EnqueueToast) => () => void;

function HostConnector({ connect }: { connect: Connect }) {
  const { enqueueSnackbar } = useSnackbar();
  useLayoutEffect(
    () => connect((message, options) => void enqueueSnackbar(message, options)),
    [connect, enqueueSnackbar],
  );
  return null;
}

// Where the toasts go, so they never cover what they are about (toastPlacement.ts). Two classes
// outweigh notistack's own one.
const placement = <GlobalStyles styles={toastPlacementStyles} />;

/** notistack's provider and its toasts (fixed on screen), connected to ToastProvider. */
export default function ToastHost({ connect }: { connect: Connect }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      preventDuplicate
      Components={toastComponents}
      classes={{
        containerAnchorOriginTopRight: TOASTS_TOP_RIGHT,
        containerAnchorOriginTopCenter: TOASTS_TOP_CENTRE,
      }}
    >
      {placement}
      <HostConnector connect={connect} />
      {/* There is a toast to reach only once this host has loaded. */}
      <NotificationsHotkey />
    </SnackbarProvider>
  );
}
