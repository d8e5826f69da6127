import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LogoutButton } from '@/features/auth/components/LogoutButton';
import { selectUser } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';

/** The console header's right end: who is signed in (name and role), and Log out. */
export function ConsoleAccount() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        aria-label="Signed in as"
        role="group"
        sx={{ textAlign: 'right', minWidth: 0, lineHeight: 1.2 }}
      >
        <Typography variant="body2" noWrap sx={{ fontWeight: 600, maxWidth: { xs: 120, sm: 240 } }}>
          {user.name}
        </Typography>
        <Typography
          variant="caption"
          noWrap
          component="p"
          sx={{ opacity: 0.85, display: { xs: 'none', sm: 'block' }, maxWidth: 240 }}
        >
          {user.email} · {user.role}
        </Typography>
      </Box>
      <LogoutButton labelFrom="sm" />
    </Box>
  );
}
