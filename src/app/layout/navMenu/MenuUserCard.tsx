import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ProfilePhoto } from '@/features/profile/components/ProfilePhoto';
import type { User } from '@contract/types';

/** Who is signed in: photo, name and email. */
export function MenuUserCard({ user }: { user: User }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        mx: 2,
        mt: 2,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'background.default',
      }}
    >
      <ProfilePhoto src={user.profilePhoto} name={user.name} size={48} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{user.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
      </Box>
    </Box>
  );
}
