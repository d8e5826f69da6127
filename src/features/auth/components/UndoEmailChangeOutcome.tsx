import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/store/api/errorMessage';
import { selectToken, signedOut } from '@/store/auth/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { UndoEmailChangeResponse } from '@contract/types';
import { useUndoEmailChangeQuery } from '../api/undoEmailChangeApi';
import { AuthCard } from './AuthCard';
import { OutcomeMessage } from './OutcomeMessage';
import { PleaseWait } from './PleaseWait';
import { ResetPasswordFlow } from './ResetPasswordFlow';

const ILLUSTRATION = '/images/account/key.svg';

/**
 * Follows the link mailed to a replaced address. Once the change is undone every session of the
 * account has ended, this browser's too, so it is signed out here; the answer is kept in the
 * component (signing out empties the API's cache, and the link works only once), and the learner
 * chooses a new password at once with the reset flow.
 */
export function UndoEmailChangeOutcome({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectToken) !== null;
  const [undone, setUndone] = useState<UndoEmailChangeResponse | null>(null);
  const { data, error, isError } = useUndoEmailChangeQuery(token, { skip: undone !== null });
  // Kept as soon as it arrives, so the query is skipped before signing out empties the cache.
  if (data && undone === null) setUndone(data);

  useEffect(() => {
    if (undone && signedIn) dispatch(signedOut());
  }, [undone, signedIn, dispatch]);

  if (undone)
    return (
      <AuthCard title="Email Change Undone" illustration={ILLUSTRATION}>
        <Stack spacing={3}>
          <OutcomeMessage severity="success" message={undone.message} />
          <ResetPasswordFlow token={undone.resetToken} />
        </Stack>
      </AuthCard>
    );
  if (isError)
    return (
      <AuthCard title="Email Change Not Undone" illustration="/images/account/mail-alert.svg">
        <OutcomeMessage severity="error" message={getErrorMessage(error)}>
          <Button component={RouterLink} to={paths.forgotPassword} variant="contained" size="large">
            Reset Your Password
          </Button>
        </OutcomeMessage>
      </AuthCard>
    );
  return (
    <AuthCard title="Undoing the Email Change" illustration={ILLUSTRATION}>
      <PleaseWait text="Checking your link..." />
    </AuthCard>
  );
}
