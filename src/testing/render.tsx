import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/routes';
import { setupStore, type PreloadedState } from '@/app/store';

interface AppRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: PreloadedState;
}

/**
 * Renders the whole app (providers, route table, guards, layouts) at `path` on a fresh real
 * store, as a learner would meet it. The store navigates through the same memory router.
 */
export function renderApp(path = '/', { preloadedState, ...options }: AppRenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const alert = jest.fn<void, [string]>();
  const store = setupStore(preloadedState, {
    navigate: (to, navigateOptions) => router.navigate(to, navigateOptions),
    alert,
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  );
  return { store, router, user, alert, ...view };
}

/**
 * Renders one component inside the providers and a router at `path`, for tests of a piece on its
 * own. Routes other than `path` render nothing.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, path = '/', ...options }: AppRenderOptions & { path?: string } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const store = setupStore(preloadedState, {
    navigate: (to, navigateOptions) => router.navigate(to, navigateOptions),
    alert: jest.fn(),
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  );
  return { store, router, user, ...view };
}
