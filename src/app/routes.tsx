import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { preloadableLazy } from '@/lib/preloadableLazy';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAuth } from './guards/RequireAuth';
import { RequireCompleteProfile } from './guards/RequireCompleteProfile';
import { LazyLayout } from './layout/LazyLayout';
import { MainLayout } from './layout/MainLayout';
import type { RoutePreloadHandle } from './preloadRoute';
import { routeTable, type Guard, type RouteEntry } from './routeTable';

const GUARDS: Record<Guard, ReactElement> = {
  signedIn: <RequireAuth />,
  completeProfile: <RequireCompleteProfile />,
  guest: <GuestOnly />,
};

/** A route's element, with what preloadRoute fetches for it before the first render. */
function elementOf(entry: RouteEntry): Pick<RouteObject, 'element' | 'handle'> {
  if (entry.screen) {
    const Screen = preloadableLazy(entry.screen.load);
    const { prefetch } = entry;
    const handle: RoutePreloadHandle = {
      preload: Screen.preload,
      prefetch:
        prefetch &&
        ((dispatch, search, params) =>
          void prefetch().then((run) => run(dispatch, search, params))),
    };
    return { element: <Screen />, handle };
  }
  if (entry.layout === 'main') return { element: <MainLayout /> };
  if (entry.layout) {
    const Layout = preloadableLazy(entry.layout.load);
    return { element: <LazyLayout layout={Layout} />, handle: { preload: Layout.preload } };
  }
  return { element: entry.guard && GUARDS[entry.guard] };
}

function toRouteObject(entry: RouteEntry): RouteObject {
  if (entry.index) return { index: true, ...elementOf(entry) };
  return { path: entry.path, ...elementOf(entry), children: entry.children?.map(toRouteObject) };
}

/** The router's routes, built from the route table; shared by the browser and the tests' router. */
export const routes: RouteObject[] = routeTable.map(toRouteObject);
