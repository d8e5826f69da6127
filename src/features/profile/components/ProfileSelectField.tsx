import type { ProfileEditor } from '../model/useProfileEditor';
import type { ProfileField } from '../model/profileFields';
import { ProfileTextField } from './ProfileTextField';

interface ProfileSelectFieldProps {
  editor: ProfileEditor;
  field: ProfileField;
  options: readonly string[];
  placeholder: string;
  showError?: boolean;
}

/** A native select: the phone's own picker on small screens, plain to use by keyboard. */
export function ProfileSelectField({ options, placeholder, ...props }: ProfileSelectFieldProps) {
  return (
    <ProfileTextField
      {...props}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </ProfileTextField>
  );
}
