import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/**
 * The section's time is up: nothing more is taken; the room moves on when the server has closed
 * the section (the room polls meanwhile). Announced, and holds focus so typing stops.
 */
export function TimeUpNotice({
  sectionTitle,
  message,
}: {
  sectionTitle: string;
  message?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="time-up-title"
      aria-describedby="time-up-text"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        bgcolor: 'rgba(0,0,0,0.6)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
      }}
    >
      <Box
        sx={{
          bgcolor: 'background.paper',
          color: 'text.primary',
          p: 4,
          borderRadius: 2,
          maxWidth: 480,
          textAlign: 'center',
        }}
      >
        <Typography
          id="time-up-title"
          ref={heading}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.5em', outline: 'none' }}
        >
          Time is up for {sectionTitle}
        </Typography>
        <Typography id="time-up-text" sx={{ mt: 1.5 }}>
          {message ??
            'Your answers saved before the end count. Nothing more can be changed in this section.'}
        </Typography>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 2 }}
        >
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">Moving on…</Typography>
        </Box>
      </Box>
    </Box>
  );
}
