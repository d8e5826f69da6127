import { SnackbarProvider, useSnackbar } from 'notistack';
import { useLayoutEffect } from 'react';
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

/** notistack's provider and its toasts (fixed on screen), connected to ToastProvider. */
export default function ToastHost({ connect }: { connect: Connect }) {
  return (
    <SnackbarProvider maxSnack={3} preventDuplicate Components={toastComponents}>
      <HostConnector connect={connect} />
    </SnackbarProvider>
  );
}
