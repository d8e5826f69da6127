import { lazyModule } from './lazyModule';
import type { RouteEntry } from './routeTable';

// The staff console is one entry of the route table (src/app/routeTable.ts): everything under
// /admin is one lazily loaded module with its own routes (src/app/admin/AdminConsole.tsx), so a
// learner's entry bundle carries one line for it, and never MUI X DataGrid, Charts or Tiptap.
// Relative imports only: the build reads this in Node.

export const adminRoutes: RouteEntry = {
  path: '/admin/*',
  screen: lazyModule(
    'admin-console',
    () => import(/* webpackChunkName: "admin-console" */ './admin/AdminConsole'),
  ),
};
