import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { paths } from '@/config/paths';
import { selectIsSessionLoading, selectUser } from '@/store/auth/authSlice';
import { selectIsStaff } from '@/store/auth/roleSelectors';
import { useAppSelector } from '@/store/hooks';
import { ForbiddenPage } from './ForbiddenPage';

/** Staff and admins only: /signin for a visitor, a 403 page for a learner. */
export function RequireStaff() {
  const user = useAppSelector(selectUser);
  const staff = useAppSelector(selectIsStaff);
  const loading = useAppSelector(selectIsSessionLoading);
  const location = useLocation();
  if (loading) return <PageSpinner label="Loading your account" minHeight="100vh" />;
  if (!user) return <Navigate to={paths.signin} replace state={{ from: location.pathname }} />;
  if (!staff) return <ForbiddenPage />;
  return <Outlet />;
}
