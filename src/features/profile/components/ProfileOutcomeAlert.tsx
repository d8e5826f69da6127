import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { PROFILE_UPDATE_FAILED } from '../model/profileUpdateError';
import { PROFILE_UPDATED } from '@contract/messages/users';
import { NO_CHANGES, type ProfileOutcome } from '../model/useProfileForm';

interface ProfileOutcomeAlertProps {
  validationError?: string;
  outcome: ProfileOutcome | null;
}

/**
 * The first validation error, or how the last save ended: one message at the top of the card.
 * Remounted for every save that ends without the server (see useProfileForm); it then takes the
 * focus, so a learner at the bottom of the form (or on a screen reader) is brought to it.
 */
export function ProfileOutcomeAlert({ validationError, outcome }: ProfileOutcomeAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, []);

  const alertProps = { ref, tabIndex: -1, sx: { mb: 3 } };
  if (validationError)
    return (
      <Alert {...alertProps} severity="error">
        {validationError}
      </Alert>
    );
  if (!outcome) return null;
  if (outcome.kind === 'noChanges') {
    return (
      <Alert {...alertProps} severity="info" role="status">
        {NO_CHANGES}
      </Alert>
    );
  }
  if (outcome.kind === 'updated') {
    return (
      <Alert {...alertProps} severity="success" role="status">
        {PROFILE_UPDATED}
      </Alert>
    );
  }
  return (
    <Alert {...alertProps} severity="error">
      <Typography sx={{ fontWeight: 600 }}>{PROFILE_UPDATE_FAILED}</Typography>
      <Typography sx={{ color: 'error.main' }}>{outcome.detail}</Typography>
    </Alert>
  );
}
