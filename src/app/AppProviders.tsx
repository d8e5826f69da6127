import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { NotificationsHotkey } from '@/components/feedback/NotificationsHotkey';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { ToastProvider } from '@/components/feedback/ToastProvider';
import type { AppStore } from '@/store/store';
import { theme } from '@/theme/theme';
import { SessionGate } from './SessionGate';

/**
 * Store, theme and toasts around the router. Nothing renders until the persisted session is read
 * back and its restore has begun, so no guard decides on an empty store.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <NotificationsHotkey />
          <SessionGate store={store} loading={<PageSpinner />}>
            {children}
          </SessionGate>
        </ToastProvider>
      </ThemeProvider>
    </Provider>
  );
}
