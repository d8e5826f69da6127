import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { ToastProvider } from '@/components/feedback/ToastProvider';
import type { AppStore } from '@/store/store';
import { theme } from '@/theme/theme';
import { SessionGate } from './SessionGate';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
  /**
   * False where there is no stored session to wait for: a page the server draws is a signed-out
   * visitor's (src/ssr/renderPage.tsx).
   */
  waitForSession?: boolean;
}

/**
 * Store, theme and toasts around the router. In the browser nothing renders until the persisted
 * session is read back and its restore has begun, so no guard decides on an empty store.
 */
export function AppProviders({ store, children, waitForSession = true }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          {waitForSession ? (
            <SessionGate store={store} loading={<PageSpinner />}>
              {children}
            </SessionGate>
          ) : (
            children
          )}
        </ToastProvider>
      </ThemeProvider>
    </Provider>
  );
}
