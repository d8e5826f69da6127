import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { paths } from '@/config/paths';
import { useGetProfileStatusQuery } from '@/features/profile/api/usersApi';
import { selectIsProfileComplete } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';

/** The dashboard needs a complete profile; otherwise the user goes to /profile. Inside RequireAuth. */
export function RequireCompleteProfile() {
  const { isFetching } = useGetProfileStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const complete = useAppSelector(selectIsProfileComplete);
  if (complete === null || (isFetching && !complete))
    return <PageSpinner label="Checking your profile" />;
  if (!complete) return <Navigate to={paths.profile} replace />;
  return <Outlet />;
}
