import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { User } from '@contract/types';
import { validateProfile } from '@contract/validation';
import { useGetProfileStatusQuery } from '@/features/profile/api/usersApi';
import { selectIsProfileComplete } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';
import { FIELD_LABELS, FORM_FIELD_ORDER, profileFieldsOf } from '../model/profileFields';

export const COMPLETE_YOUR_PROFILE = 'Complete your profile to visit your dashboard';

/** The labels of what the saved profile still lacks, in the form's order ('Date of Birth'). */
export function missingProfileFields(user: User): string[] {
  const errors = validateProfile(profileFieldsOf(user));
  return FORM_FIELD_ORDER.flatMap((field) =>
    field !== 'currentPassword' && errors[field] ? [FIELD_LABELS[field]] : [],
  );
}

/**
 * Asks the server whether the profile is complete (the update invalidates the answer), and says
 * what is still missing, so a learner sent here from the dashboard knows what to fill in.
 */
export function IncompleteProfileNotice({ user }: { user: User }) {
  useGetProfileStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const complete = useAppSelector(selectIsProfileComplete);
  if (complete !== false) return null;
  const missing = missingProfileFields(user);
  return (
    <Alert severity="warning" role="status" sx={{ mb: 3 }}>
      <Box component="span" sx={{ display: 'block' }}>
        {COMPLETE_YOUR_PROFILE}
      </Box>
      {missing.length > 0 && (
        <Box component="span" sx={{ display: 'block' }}>
          {`Still needed: ${missing.join(', ')}. Choose Update Profile to add ${missing.length === 1 ? 'it' : 'them'}.`}
        </Box>
      )}
    </Alert>
  );
}
