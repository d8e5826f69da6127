import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PROFESSIONS } from '@contract/profileOptions';
import type { ProfileFormState } from '../model/useProfileForm';
import { ProfessionFields } from './ProfessionFields';
import { ProfileSelectField } from './ProfileSelectField';
import { ProfileTextField } from './ProfileTextField';

const today = () => new Date().toISOString().slice(0, 10);

/** Edit mode. Validation and the "what changed" diff live in useProfileForm. */
export function ProfileForm({ profile }: { profile: ProfileFormState }) {
  const { control } = profile;
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Edit profile"
      spacing={2.5}
      onSubmit={(event) => void profile.save(event)}
    >
      <ProfileTextField control={control} field="name" autoComplete="name" autoFocus />
      <ProfileTextField control={control} field="email" type="email" autoComplete="email" />
      <ProfileTextField
        control={control}
        field="dob"
        type="date"
        autoComplete="bday"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today(), min: '1900-01-01' } }}
      />
      <ProfileSelectField
        control={control}
        field="profession"
        options={PROFESSIONS}
        placeholder="Select your profession"
      />
      <ProfessionFields control={control} />
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button onClick={profile.cancel} disabled={profile.saving} size="large">
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={profile.saving}
          loadingPosition="start"
        >
          Save Changes
        </Button>
      </Stack>
    </Stack>
  );
}
