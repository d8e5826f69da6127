import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ACADEMY_NAME } from '@contract/constants';

/** The academy's mark and name, linking home. */
export function Logo({ color = 'inherit' }: { color?: string }) {
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      aria-label={`${ACADEMY_NAME} home`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color, textDecoration: 'none' }}
    >
      <Box component="img" src="/images/logo-mark.svg" alt="" width={36} height={36} />
      {/* On a phone the mark alone leaves room for the account icons. */}
      <Box
        component="span"
        sx={{
          display: { xs: 'none', sm: 'inline' },
          fontWeight: 800,
          fontSize: '1.2rem',
          letterSpacing: 0.2,
        }}
      >
        {ACADEMY_NAME}
      </Box>
    </Box>
  );
}
