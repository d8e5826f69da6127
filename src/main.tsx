import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { createNavigationService } from './app/navigation';
import { RouterNavigationBridge } from './app/RouterNavigationBridge';
import { setupStore } from './app/store';

const navigation = createNavigationService();
const store = setupStore(undefined, { navigate: navigation.navigate });

// The declarative router: the app needs no loaders or actions, and it is much lighter than the
// data router. Plain state updates (no transitions) let the store flush a navigation.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter useTransitions={false}>
        <RouterNavigationBridge navigation={navigation} />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
