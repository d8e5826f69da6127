import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { LearnerProfile } from '@contract/types';
import {
  useResendLearnerVerificationMutation,
  useSetLearnerEnabledMutation,
} from '../../api/learnersAdminApi';
import { useAccountStatusRefusal } from '../../model/useAccountStatusRefusal';
import { useResultToast } from '../../model/useResultToast';
import { selectIsAdmin } from '@/store/auth/roleSelectors';
import { useAppSelector } from '@/store/hooks';
import { ConfirmDialog } from '../ConfirmDialog';
import { RoleSelect } from '../staff/RoleSelect';

/**
 * Resend the verification mail (unverified only); disable or re-enable after a confirmation, where
 * the viewer may (staff: learners only; admins: every account but their own), and otherwise why
 * not; an admin also sets the account's role here (a learner becomes staff).
 */
export function LearnerActions({ learner }: { learner: LearnerProfile }) {
  const [asking, setAsking] = useState(false);
  const [resend, resending] = useResendLearnerVerificationMutation();
  const [setEnabled, changing] = useSetLearnerEnabledMutation();
  const report = useResultToast();
  const admin = useAppSelector(selectIsAdmin);
  const refusal = useAccountStatusRefusal(learner);
  const disabled = learner.disabledAt !== null;
  const confirm = async () => {
    report(await setEnabled({ id: learner.id, enabled: disabled }));
    setAsking(false);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {admin && <RoleSelect account={learner} />}
      {!learner.emailVerified && (
        <Button
          variant="outlined"
          disabled={resending.isLoading}
          onClick={() => void resend(learner.id).then(report)}
        >
          Resend verification
        </Button>
      )}
      {refusal ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
          {refusal}
        </Typography>
      ) : (
        <Button
          variant="outlined"
          color={disabled ? 'primary' : 'error'}
          onClick={() => setAsking(true)}
        >
          {disabled ? 'Re-enable account' : 'Disable account'}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={disabled ? 'Re-enable this account?' : 'Disable this account?'}
        confirmLabel={disabled ? 'Re-enable' : 'Disable'}
        danger={!disabled}
        busy={changing.isLoading}
        onClose={() => setAsking(false)}
        onConfirm={() => void confirm()}
      >
        {disabled
          ? `${learner.name} will be able to sign in again.`
          : `${learner.name} is signed out everywhere at once and cannot sign in until re-enabled.`}
      </ConfirmDialog>
    </Stack>
  );
}
