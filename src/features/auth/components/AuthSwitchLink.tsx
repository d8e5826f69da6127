import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

interface AuthSwitchLinkProps {
  question: string;
  to: string;
  label: string;
}

/** "Already have an account? Sign In" and its kin, under a form. */
export function AuthSwitchLink({ question, to, label }: AuthSwitchLinkProps) {
  return (
    <Typography variant="body2" sx={{ textAlign: 'center', mt: 2 }}>
      {question}{' '}
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {label}
      </Link>
    </Typography>
  );
}
