import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { selectIsSessionLoading, selectUser } from '@/store/auth/authSlice';

/** Signed-in users only: a spinner while the user loads, then /signin if there is none. */
export function RequireAuth() {
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectIsSessionLoading);
  const location = useLocation();
  if (loading) return <PageSpinner label="Loading your account" minHeight="100vh" />;
  if (!user) return <Navigate to={paths.signin} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
