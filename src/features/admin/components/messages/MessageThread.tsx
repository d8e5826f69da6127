import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContactMessage } from '@contract/types';
import { dateTime } from '../../model/adminFormat';

/** The visitor's message as they typed it, then the replies sent, oldest first. */
export function MessageThread({ message }: { message: ContactMessage }) {
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {message.name} &lt;{message.email}&gt; · {dateTime(message.createdAt)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{message.message}</Typography>
      </Paper>
      {message.replies.map((reply) => (
        <Paper
          key={reply.id}
          variant="outlined"
          sx={{ p: 2, ml: { sm: 4 }, bgcolor: 'action.hover' }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Reply by {reply.authorEmail} · {dateTime(reply.createdAt)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{reply.text}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
