import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { selectUser } from '@/features/auth/model/authSlice';

/** Sign-up and sign-in: a signed-in user is sent to /. */
export function GuestOnly() {
  const user = useAppSelector(selectUser);
  return user ? <Navigate to={paths.home} replace /> : <Outlet />;
}
