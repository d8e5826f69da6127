import { OutlinedNativeSelect } from '@/components/forms/OutlinedNativeSelect';
import type { ProfileEditor } from '../model/useProfileEditor';
import { FIELD_LABELS, type ProfileField } from '../model/profileFields';

interface ProfileSelectFieldProps {
  editor: ProfileEditor;
  field: ProfileField;
  options: readonly string[];
  placeholder: string;
  /** Only the education status shows its message beside the field; the others use the top alert. */
  showError?: boolean;
}

/** A native select: the phone's own picker on small screens, plain to use by keyboard. */
export function ProfileSelectField({
  editor,
  field,
  options,
  placeholder,
  showError = false,
}: ProfileSelectFieldProps) {
  const error = editor.errors[field];
  return (
    <OutlinedNativeSelect
      name={field}
      label={FIELD_LABELS[field]}
      value={editor.values[field]}
      onChange={(event) => editor.setField(field, event.target.value)}
      error={Boolean(error)}
      helperText={showError ? error : undefined}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </OutlinedNativeSelect>
  );
}
