import { AppRoutes } from '@/app/AppRoutes';
import { renderInRouter, type AppRenderOptions } from './renderWithProviders';

/**
 * Renders the whole app (providers, route table, guards, layouts) at `path` on a fresh real
 * store, as a learner would meet it. The store navigates through the same memory router. For a
 * test about one component or form, `renderWithProviders` (./renderWithProviders) is quicker.
 */
export function renderApp(path = '/', { preloadedState, ...options }: AppRenderOptions = {}) {
  return renderInRouter(<AppRoutes />, path, preloadedState, options);
}
