import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import {
  useCloseMessageMutation,
  useGetContactMessageQuery,
  useReopenMessageMutation,
} from '../../api/messagesAdminApi';
import { useResultToast } from '../../model/useResultToast';
import { LoadError } from '../LoadError';
import { PageHeading } from '../PageHeading';
import { MessageStatusChip } from './MessageStatusChip';
import { MessageThread } from './MessageThread';
import { ReplyForm } from './ReplyForm';

/** One contact message: the thread, a reply form, close or reopen. */
export function MessageScreen({ messageId }: { messageId: string }) {
  const { data, error, isLoading, refetch } = useGetContactMessageQuery(messageId);
  const [close, closing] = useCloseMessageMutation();
  const [reopen, reopening] = useReopenMessageMutation();
  const report = useResultToast();
  if (isLoading)
    return <Skeleton variant="rounded" height={320} aria-label="Loading the message" />;
  if (!data) return <LoadError error={error} onRetry={refetch} />;
  const message = data.contactMessage;
  const closed = message.status === 'closed';
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <PageHeading
        title={message.subject || '(no subject)'}
        actions={
          <>
            <MessageStatusChip status={message.status} />
            <Button
              variant="outlined"
              disabled={closing.isLoading || reopening.isLoading}
              onClick={() => void (closed ? reopen(messageId) : close(messageId)).then(report)}
            >
              {closed ? 'Reopen' : 'Close'}
            </Button>
          </>
        }
      />
      <MessageThread message={message} />
      {!closed && <ReplyForm messageId={messageId} />}
    </Stack>
  );
}
