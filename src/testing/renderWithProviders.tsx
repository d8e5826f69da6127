import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { RouterNavigationBridge } from '@/app/RouterNavigationBridge';
import { createNavigationService } from '@/app/navigation';
import { setupStore, type PreloadedState } from '@/store/store';

export interface AppRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: PreloadedState;
}

/** Where the memory router is, for assertions: `router.state.location.pathname`. */
export interface RouterHandle {
  /** `action`: how the last move got there: PUSH, REPLACE or POP (back and forward). */
  state: { location: Location; action: NavigationType };
  /** Back (-1) or forward (1) through the history, as the browser's buttons do. */
  go(delta: number): void;
}

interface Probe {
  location: Location;
  action: NavigationType;
  navigate: NavigateFunction;
}

function LocationProbe({ onChange }: { onChange: (probe: Probe) => void }) {
  const location = useLocation();
  const action = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(
    () => onChange({ location, action, navigate }),
    [location, action, navigate, onChange],
  );
  return null;
}

/**
 * Renders `routes` inside the app's providers (real store, theme, toasts, session gate) and a
 * memory router at `path`; the store navigates through that router.
 */
export function renderInRouter(
  routes: ReactElement,
  path: string,
  preloadedState?: PreloadedState,
  options?: RenderOptions,
) {
  const navigation = createNavigationService();
  const alert = jest.fn<void, [string]>();
  const store = setupStore(preloadedState, { navigate: navigation.navigate, alert });
  let current: Probe | undefined;
  const track = (probe: Probe) => {
    current = probe;
  };
  const router: RouterHandle = {
    state: {
      get location() {
        return current!.location;
      },
      get action() {
        return current!.action;
      },
    },
    go: (delta) => void act(() => current!.navigate(delta)),
  };
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <RouterNavigationBridge navigation={navigation} />
        <LocationProbe onChange={track} />
        {routes}
      </MemoryRouter>
    </AppProviders>,
    options,
  );
  return { store, router, user, alert, ...view };
}

/**
 * Renders one component or screen inside the providers and a router at `path`, without the route
 * table, guards and layouts (nor their code): for tests about the piece itself, such as a form's
 * field messages. `route` is the route's pattern when the piece reads its parameters
 * (`/confirm-email/:token`); moving elsewhere changes the address only.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    preloadedState,
    path = '/',
    route = '*',
    ...options
  }: AppRenderOptions & { path?: string; route?: string } = {},
) {
  return renderInRouter(
    <Routes>
      <Route path={route} element={ui} />
      {route !== '*' && <Route path="*" element={null} />}
    </Routes>,
    path,
    preloadedState,
    options,
  );
}
