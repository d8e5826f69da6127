import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/** Covers the questions (someone walks past, a break); the timer keeps running. */
export function HideScreen({
  onShow,
  title = 'Your screen is hidden',
  text = 'The timer keeps running. Your answers are kept.',
  action = 'Show screen',
}: {
  onShow: () => void;
  title?: string;
  text?: string;
  action?: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-labelledby="hidden-screen-title"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal,
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography id="hidden-screen-title" variant="h2" sx={{ fontSize: '1.6em' }}>
        {title}
      </Typography>
      <Typography>{text}</Typography>
      <Button
        ref={button}
        variant="contained"
        size="large"
        startIcon={<VisibilityIcon />}
        onClick={onShow}
      >
        {action}
      </Button>
    </Box>
  );
}
