import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { paths } from '@/config/paths';
import { selectIsSessionLoading, selectUser } from '@/store/auth/authSlice';
import { selectMayOpenConsole } from '@/store/auth/roleSelectors';
import { useAppSelector } from '@/store/hooks';
import { ForbiddenPage } from './ForbiddenPage';

/**
 * The console's door: staff, admins and evaluators (each then sees only their areas, see
 * RequireConsoleArea); /signin for a visitor, a 403 page for a learner.
 */
export function RequireStaff() {
  const user = useAppSelector(selectUser);
  const mayOpen = useAppSelector(selectMayOpenConsole);
  const loading = useAppSelector(selectIsSessionLoading);
  const location = useLocation();
  if (loading) return <PageSpinner label="Loading your account" minHeight="100vh" />;
  if (!user) return <Navigate to={paths.signin} replace state={{ from: location.pathname }} />;
  if (!mayOpen) return <ForbiddenPage />;
  return <Outlet />;
}
