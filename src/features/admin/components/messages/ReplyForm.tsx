import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { replyError } from '@contract/validation/admin';
import { compact } from '@contract/validation/rules';
import { FormTextField } from '@/components/forms/FormTextField';
import { validationResolver } from '@/lib/validationResolver';
import { useReplyToMessageMutation } from '../../api/messagesAdminApi';
import { useResultToast } from '../../model/useResultToast';
import { FormProblem } from '../courses/FormProblem';

type ReplyValues = { text: string };
const validateReply = ({ text }: ReplyValues) => compact({ text: replyError(text) });

/** A reply mailed to the sender; the message becomes answered. */
export function ReplyForm({ messageId }: { messageId: string }) {
  const [reply, { isLoading, error }] = useReplyToMessageMutation();
  const report = useResultToast();
  const { control, handleSubmit, reset } = useForm<ReplyValues>({
    defaultValues: { text: '' },
    resolver: validationResolver<ReplyValues>(validateReply),
  });
  const send = async ({ text }: ReplyValues) => {
    const result = await reply({ id: messageId, text });
    if (result.data) {
      report(result);
      reset();
    }
  };
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={handleSubmit((v) => void send(v))}>
      <FormTextField control={control} name="text" label="Your reply" multiline minRows={4} />
      <FormProblem error={error} />
      <Button
        type="submit"
        variant="contained"
        disabled={isLoading}
        sx={{ alignSelf: 'flex-start' }}
      >
        Send reply
      </Button>
    </Stack>
  );
}
