import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ACADEMY_NAME } from '@contract/constants';

interface LogoProps {
  color?: string;
  /** The name beside the mark on a phone too (the menu drawer has the room). */
  withName?: boolean;
  onClick?: () => void;
}

/** The academy's mark and name, linking home. */
export function Logo({ color = 'inherit', withName = false, onClick }: LogoProps) {
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      aria-label={`${ACADEMY_NAME} home`}
      onClick={onClick}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color, textDecoration: 'none' }}
    >
      <Box component="img" src="/images/logo-mark.webp" alt="" width={36} height={36} />
      {/* On a phone the app bar shows the mark alone, leaving room for the account icons. */}
      <Box
        component="span"
        sx={{
          display: { xs: withName ? 'inline' : 'none', sm: 'inline' },
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
