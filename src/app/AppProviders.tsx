import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { NotificationsHotkey } from '@/components/feedback/NotificationsHotkey';
import { toastComponents } from '@/components/feedback/ToastContent';
import { theme } from '@/theme/theme';
import { restoreSession } from '@/features/auth/model/sessionThunks';
import type { AppStore } from './store';

/**
 * Store, theme and toasts around the router. Nothing renders until the persisted session is read
 * back and its restore has begun (spec section 4, first load), so no guard decides on an empty store.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider maxSnack={3} preventDuplicate Components={toastComponents}>
          <NotificationsHotkey />
          <PersistGate
            persistor={store.persistor}
            loading={<PageSpinner />}
            // Starts before the first render, so protected routes wait instead of flashing.
            onBeforeLift={() => void store.dispatch(restoreSession())}
          >
            {children}
          </PersistGate>
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}
