import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Logo } from '@/components/layout/Logo';

/** The drawer's top: the academy's mark and name on its dark brand band, and the close button. */
export function MenuHeader({ onClose }: { onClose: () => void }) {
  return (
    <Box sx={{ bgcolor: 'primary.dark', color: 'common.white', px: 2, pt: 2, pb: 2.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Logo withName onClick={onClose} />
        <IconButton color="inherit" aria-label="Close menu" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>
        Transforming Ambition into Achievement
      </Typography>
    </Box>
  );
}
