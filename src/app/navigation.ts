import { flushSync } from 'react-dom';
import type { NavigateFunction } from 'react-router-dom';
import type { AppServices } from '@/store/services';

/**
 * The store's way to move the browser: the router's navigate once RouterNavigationBridge has
 * connected it (inside the router), a full page load before that.
 */
export function createNavigationService() {
  let routerNavigate: NavigateFunction | null = null;
  const navigate: AppServices['navigate'] = (to, options = {}) => {
    if (!routerNavigate) {
      if (options.replace) window.location.replace(to);
      else window.location.assign(to);
      return;
    }
    const go = routerNavigate;
    // flushSync: the new route is on screen before the caller's next step (see logout).
    if (options.flushSync) flushSync(() => void go(to, { replace: options.replace }));
    else void go(to, { replace: options.replace });
  };
  const connect = (next: NavigateFunction) => {
    routerNavigate = next;
    return () => {
      if (routerNavigate === next) routerNavigate = null;
    };
  };
  return { navigate, connect };
}

export type NavigationService = ReturnType<typeof createNavigationService>;
