import { useLocation, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/feedback/RouteErrorBoundary';
import { routes } from './routes';

/** The route table, with a boundary that turns a crash into a message (reset on navigation). */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
