import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormDateField } from '@/components/forms/FormDateField';
import { PROFESSIONS } from '@contract/profileOptions';
import { FIELD_LABELS } from '../model/profileFields';
import type { ProfileFormState } from '../model/useProfileForm';
import { CurrentPasswordField } from './CurrentPasswordField';
import { ProfessionFields } from './ProfessionFields';
import { ProfileSelectField } from './ProfileSelectField';
import { ProfileTextField } from './ProfileTextField';
import { TopErrorField } from './topErrorField';

/**
 * Edit mode. Validation and the "what changed" diff live in useProfileForm. The first error shows
 * at the top of the card; every other one beside its field.
 */
export function ProfileForm({ profile }: { profile: ProfileFormState }) {
  const { control } = profile;
  return (
    <TopErrorField.Provider value={profile.topErrorField}>
      <Stack
        component="form"
        noValidate
        aria-label="Edit profile"
        spacing={2.5}
        onSubmit={(event) => void profile.save(event)}
      >
        <ProfileTextField control={control} field="name" autoComplete="name" autoFocus />
        <ProfileTextField control={control} field="email" type="email" autoComplete="email" />
        {profile.asksCurrentPassword && <CurrentPasswordField control={control} />}
        <FormDateField
          control={control}
          name="dob"
          label={FIELD_LABELS.dob}
          autoComplete="bday"
          showErrorText={profile.topErrorField !== 'dob'}
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
    </TopErrorField.Provider>
  );
}
