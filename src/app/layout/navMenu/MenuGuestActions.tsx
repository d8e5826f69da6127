import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** A visitor's way in, at the foot of the menu. */
export function MenuGuestActions({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ px: 2, py: 2 }}>
      <Button
        component={RouterLink}
        to={paths.signup}
        variant="outlined"
        fullWidth
        onClick={onNavigate}
      >
        Sign Up
      </Button>
      <Button
        component={RouterLink}
        to={paths.signin}
        variant="contained"
        color="secondary"
        fullWidth
        onClick={onNavigate}
      >
        Sign In
      </Button>
    </Stack>
  );
}
