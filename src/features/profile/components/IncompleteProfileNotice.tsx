import Alert from '@mui/material/Alert';
import { useAppSelector } from '@/store/hooks';
import { selectIsProfileComplete } from '@/store/auth/authSlice';
import { useGetProfileStatusQuery } from '@/features/profile/api/usersApi';

export const COMPLETE_YOUR_PROFILE = 'Complete your profile to visit your dashboard';

/** Asks the server whether the profile is complete (the update invalidates the answer). */
export function IncompleteProfileNotice() {
  useGetProfileStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const complete = useAppSelector(selectIsProfileComplete);
  if (complete !== false) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 3 }}>
      {COMPLETE_YOUR_PROFILE}
    </Alert>
  );
}
