import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { AdminAttempt } from '@contract/examTypes';
import { TitledDialog } from '@/components/dialogs/TitledDialog';
import { FormTextField } from '@/components/forms/FormTextField';
import { validationResolver } from '@/lib/validationResolver';
import { useGrantExtraTimeMutation } from '../../api/testsAdminApi';
import { useResultToast } from '../../model/useResultToast';
import { FormSelectField } from '../FormSelectField';

const PERCENTS = [
  { value: '0', label: 'None' },
  { value: '25', label: '25 % more time' },
  { value: '50', label: '50 % more time' },
];

interface ExtraTimeValues {
  percent: string;
  reason: string;
}

const REASON_MAX = 500;
const resolver = validationResolver<ExtraTimeValues>(({ reason }) => {
  const trimmed = reason.trim();
  if (!trimmed) return { reason: 'Say why (the access arrangement): it is kept in the audit log.' };
  if (trimmed.length > REASON_MAX) return { reason: `At most ${REASON_MAX} characters.` };
  return {};
});

/** Extra time (25 % or 50 %) on a bought test or a running attempt, with the reason for it. */
export function ExtraTimeDialog({
  attempt,
  onClose,
}: {
  attempt: AdminAttempt;
  onClose: () => void;
}) {
  const [grant, { isLoading }] = useGrantExtraTimeMutation();
  const report = useResultToast();
  const { control, handleSubmit } = useForm<ExtraTimeValues>({
    defaultValues: { percent: String(attempt.extraTimePercent), reason: '' },
    resolver,
  });
  const save = async ({ percent, reason }: ExtraTimeValues) => {
    const result = await grant({
      entitlementId: attempt.entitlementId,
      percent: Number(percent) as 0 | 25 | 50,
      reason: reason.trim(),
    });
    if (report(result)) onClose();
  };
  return (
    <TitledDialog
      open
      title={`Extra time for ${attempt.learnerName}`}
      onClose={onClose}
      actions={
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="extra-time-form" variant="contained" loading={isLoading}>
            Grant extra time
          </Button>
        </DialogActions>
      }
    >
      <Stack
        id="extra-time-form"
        component="form"
        noValidate
        spacing={2}
        sx={{ pt: 1 }}
        onSubmit={handleSubmit((values) => void save(values))}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`${attempt.testName}. During an attempt, the running and later sections get the extra time at once; it can only be increased.`}
        </Typography>
        <FormSelectField control={control} name="percent" label="Extra time" options={PERCENTS} />
        <FormTextField
          control={control}
          name="reason"
          label="Reason"
          required
          multiline
          minRows={2}
        />
      </Stack>
    </TitledDialog>
  );
}
