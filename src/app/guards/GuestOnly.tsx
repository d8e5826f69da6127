import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectUser } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';

/** Sign-up and sign-in: a signed-in user is sent to /. */
export function GuestOnly() {
  const user = useAppSelector(selectUser);
  return user ? <Navigate to={paths.home} replace /> : <Outlet />;
}
