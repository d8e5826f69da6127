import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export function SignInButton({ label = 'Sign In' }: { label?: string }) {
  return (
    <Button component={RouterLink} to={paths.signin} variant="contained" size="large">
      {label}
    </Button>
  );
}
