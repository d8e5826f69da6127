import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { selectIsProfileComplete } from '@/store/auth/authSlice';
import { useGetProfileStatusQuery } from '@/features/profile/api/usersApi';

/** The dashboard needs a complete profile; otherwise the user goes to /profile. Inside RequireAuth. */
export function RequireCompleteProfile() {
  const { isFetching } = useGetProfileStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const complete = useAppSelector(selectIsProfileComplete);
  if (complete === null || (isFetching && !complete))
    return <PageSpinner label="Checking your profile" />;
  if (!complete) return <Navigate to={paths.profile} replace />;
  return <Outlet />;
}
