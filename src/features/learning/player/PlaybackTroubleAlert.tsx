import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { PlaybackTrouble } from './usePlaybackRecovery';

/** Why the lesson's video stopped: offline (it carries on by itself), or stuck (Try again). */
export function PlaybackTroubleAlert({
  trouble,
  onTryAgain,
}: {
  trouble: PlaybackTrouble;
  onTryAgain: () => void;
}) {
  if (!trouble) return null;
  return (
    <Alert
      severity={trouble === 'offline' ? 'warning' : 'error'}
      sx={{ mt: 1 }}
      action={
        trouble === 'unavailable' && (
          <Button color="inherit" size="small" onClick={onTryAgain}>
            Try again
          </Button>
        )
      }
    >
      {trouble === 'offline'
        ? 'You are offline. The lesson will carry on from here when the connection is back.'
        : 'This video cannot be played right now. Try again in a moment; if it keeps happening, contact us.'}
    </Alert>
  );
}
