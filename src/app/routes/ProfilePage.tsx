import Container from '@mui/material/Container';
import { ProfileCard } from '@/features/profile/components/ProfileCard';
import { ProfileHero } from '@/features/profile/components/ProfileHero';
import { PendingEmailNotice } from '@/features/profile/components/PendingEmailNotice';
import { selectUser } from '@/store/auth/authSlice';
import { useAppSelector } from '@/store/hooks';

/** Inside RequireAuth, so a user is there; the check keeps a sign-out mid-render harmless. */
export default function ProfilePage() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <>
      <ProfileHero user={user} />
      <Container maxWidth="md" sx={{ mt: { xs: -5, md: -6 }, mb: 8 }}>
        <PendingEmailNotice user={user} />
        <ProfileCard user={user} />
      </Container>
    </>
  );
}
