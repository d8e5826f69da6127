import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PROFESSIONS } from '@/shared/apiTypes';
import type { ProfileEditor } from '../model/useProfileEditor';
import { ProfessionFields } from './ProfessionFields';
import { ProfileSelectField } from './ProfileSelectField';
import { ProfileTextField } from './ProfileTextField';

const today = () => new Date().toISOString().slice(0, 10);

/** Edit mode. Validation and the "what changed" diff live in useProfileEditor. */
export function ProfileForm({ editor }: { editor: ProfileEditor }) {
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Edit profile"
      spacing={2.5}
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <ProfileTextField editor={editor} field="name" autoComplete="name" autoFocus />
      <ProfileTextField editor={editor} field="email" type="email" autoComplete="email" />
      <ProfileTextField
        editor={editor}
        field="dob"
        type="date"
        autoComplete="bday"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today(), min: '1900-01-01' } }}
      />
      <ProfileSelectField
        editor={editor}
        field="profession"
        options={PROFESSIONS}
        placeholder="Select your profession"
      />
      <ProfessionFields editor={editor} />
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button onClick={editor.cancel} disabled={editor.saving} size="large">
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={editor.saving}
          loadingPosition="start"
        >
          Save Changes
        </Button>
      </Stack>
    </Stack>
  );
}
