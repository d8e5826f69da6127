import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * A public page's record (a certificate, a score report) that is not there, or that the page could
 * not ask for: said plainly, with what to check. A failure other than "not found" (`onRetry`
 * given) offers to try again.
 */
export function NotFoundNotice({
  what,
  message,
  onRetry,
}: {
  /** What the page shows, as in "this certificate". */
  what: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        {onRetry ? `This ${what} could not be loaded` : `We could not find this ${what}`}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{message}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {onRetry ? (
          <Button variant="contained" onClick={onRetry}>
            Try again
          </Button>
        ) : (
          <Button component={RouterLink} to={paths.home} variant="contained">
            Back to home
          </Button>
        )}
        <Button component={RouterLink} to={paths.contact} variant="outlined">
          Contact us
        </Button>
      </Stack>
    </>
  );
}
