import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function PleaseWait({ text = 'Please Wait...' }: { text?: string }) {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
      <CircularProgress aria-hidden />
      <Typography>{text}</Typography>
    </Stack>
  );
}
