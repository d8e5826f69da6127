import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** Seconds between the end of a lesson and the start of the next. */
export const UP_NEXT_SECONDS = 5;

interface UpNextProps {
  title: string;
  onPlay: () => void;
  onCancel: () => void;
}

/** Over the ended video: the next lesson, starting after a short countdown unless cancelled. */
export function UpNext({ title, onPlay, onCancel }: UpNextProps) {
  const [left, setLeft] = useState(UP_NEXT_SECONDS);
  const playNow = useRef<HTMLButtonElement>(null);
  const play = useEffectEvent(onPlay);

  useEffect(() => {
    playNow.current?.focus();
    const timer = window.setInterval(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) play();
  }, [left]);

  return (
    <Box
      role="region"
      aria-label="Up next"
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        p: 2,
        textAlign: 'center',
        color: 'common.white',
        bgcolor: 'rgba(10, 16, 40, 0.86)',
        borderRadius: 2,
      }}
    >
      <Typography sx={{ fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase' }}>
        Up next
      </Typography>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      <Typography aria-live="polite">{`Starting in ${Math.max(left, 0)} s`}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button ref={playNow} variant="contained" onClick={onPlay}>
          Play now
        </Button>
        <Button
          variant="outlined"
          onClick={onCancel}
          sx={{ color: 'common.white', borderColor: 'common.white' }}
        >
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
