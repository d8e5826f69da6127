import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HERO_ATTRIBUTE } from '@/components/layout/useHeroPassed';
import type { User } from '@contract/types';
import { ProfilePhoto } from './ProfilePhoto';

/** The dark band under the navbar: photo, the page's h1, and who is signed in. */
export function ProfileHero({ user }: { user: User }) {
  return (
    <Box
      component="section"
      aria-labelledby="profile-title"
      {...{ [HERO_ATTRIBUTE]: '' }}
      sx={{
        bgcolor: 'primary.dark',
        color: 'common.white',
        pt: { xs: 4, md: 6 },
        pb: { xs: 8, md: 10 },
      }}
    >
      <Container maxWidth="md">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
          <ProfilePhoto src={user.profilePhoto} name={user.name} />
          <Box sx={{ textAlign: { xs: 'center', sm: 'left' }, minWidth: 0 }}>
            <Typography id="profile-title" variant="h2" component="h1">
              My Profile
            </Typography>
            <Typography variant="h5" component="p" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {user.name}
            </Typography>
            <Typography sx={{ opacity: 0.9, overflowWrap: 'anywhere' }}>{user.email}</Typography>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
