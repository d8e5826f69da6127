import {
  OutlinedTextField,
  type OutlinedTextFieldProps,
} from '@/components/forms/OutlinedTextField';
import type { ProfileEditor } from '../model/useProfileEditor';
import { FIELD_LABELS, type ProfileField } from '../model/profileFields';

type ProfileTextFieldProps = Omit<
  OutlinedTextFieldProps,
  'value' | 'onChange' | 'label' | 'error'
> & {
  editor: ProfileEditor;
  field: ProfileField;
  /** Only the education status shows its message beside the field; the others use the top alert. */
  showError?: boolean;
};

/** One profile field bound to the editor; an invalid field is marked (aria-invalid, red outline). */
export function ProfileTextField({
  editor,
  field,
  showError = false,
  helperText,
  ...props
}: ProfileTextFieldProps) {
  const error = editor.errors[field];
  return (
    <OutlinedTextField
      {...props}
      name={field}
      label={FIELD_LABELS[field]}
      value={editor.values[field]}
      onChange={(event) => editor.setField(field, event.target.value)}
      error={Boolean(error)}
      helperText={(showError && error) || helperText}
    />
  );
}
