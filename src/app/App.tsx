import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@/store/store';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { RouterNavigationBridge } from './RouterNavigationBridge';
import type { NavigationService } from './navigation';

interface AppProps {
  store: AppStore;
  navigation: NavigationService;
}

/**
 * The SPA in the browser. The declarative router: the app needs no loaders or actions, and it is
 * much lighter than the data router. Plain state updates (no transitions) let the store flush a
 * navigation.
 */
export function App({ store, navigation }: AppProps) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter useTransitions={false}>
          <RouterNavigationBridge navigation={navigation} />
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
