import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RoomPage } from './RoomPage';

/**
 * The attempt is held elsewhere: on opening ("open in another tab") or after being replaced
 * ("taken over"). Either way this tab does not save until the candidate chooses it again.
 */
export function TakeoverScreen({
  kind,
  message,
  busy,
  error,
  onTakeOver,
}: {
  kind: 'elsewhere' | 'takenOver';
  message: string;
  busy: boolean;
  error?: string;
  onTakeOver: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [kind]);
  return (
    <RoomPage>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h1"
        sx={{ fontSize: '1.8em', outline: 'none' }}
      >
        {kind === 'elsewhere' ? 'This test is open somewhere else' : 'This tab was taken over'}
      </Typography>
      <Typography sx={{ mt: 2 }}>{message}</Typography>
      <Typography sx={{ mt: 1 }}>
        {kind === 'elsewhere'
          ? 'Only one tab can save answers. Use this tab instead, and the other one stops saving.'
          : 'Answers given in this tab after that moment were not saved here. Continue in the other tab, or bring the test back to this one.'}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        size="large"
        sx={{ mt: 3, mr: 2 }}
        onClick={onTakeOver}
        disabled={busy}
      >
        Use this tab instead
      </Button>
      <Button component={RouterLink} to={paths.dashboardTests} sx={{ mt: 3 }}>
        Go to my tests
      </Button>
    </RoomPage>
  );
}
