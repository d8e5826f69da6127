import Alert from '@mui/material/Alert';
import { useGetProfileStatusQuery } from '@/features/profile/api/usersApi';
import { selectIsProfileComplete } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';

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
