import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@contract/types';
import { useProfileForm } from '../model/useProfileForm';
import { IncompleteProfileNotice } from './IncompleteProfileNotice';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';
import { ProfileOutcomeAlert } from './ProfileOutcomeAlert';

/** The profile's details in view mode, or the form in edit mode, under the messages of both. */
export function ProfileCard({ user }: { user: User }) {
  const profile = useProfileForm(user);
  return (
    <Paper sx={{ p: { xs: 2.5, sm: 4 } }}>
      <IncompleteProfileNotice user={user} />
      <ProfileOutcomeAlert
        key={profile.alertKey}
        validationError={profile.topError}
        outcome={profile.outcome}
      />
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 3,
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h4" component="h2">
          {profile.editing ? 'Edit Your Details' : 'Your Details'}
        </Typography>
        {!profile.editing && (
          <Button variant="contained" onClick={profile.startEditing}>
            Update Profile
          </Button>
        )}
      </Stack>
      {profile.editing ? <ProfileForm profile={profile} /> : <ProfileDetails user={user} />}
    </Paper>
  );
}
