import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { paths } from '@/config/paths';
import { selectIsSessionLoading, selectUser } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';

/** Signed-in users only: a spinner while the user loads, then /signin if there is none. */
export function RequireAuth() {
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectIsSessionLoading);
  const location = useLocation();
  if (loading) return <PageSpinner label="Loading your account" minHeight="100vh" />;
  if (!user) return <Navigate to={paths.signin} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
