import type { Control } from 'react-hook-form';
import { FormNativeSelect } from '@/components/forms/FormNativeSelect';
import { FIELD_LABELS, type ProfileField, type ProfileFormValues } from '../model/profileFields';
import { useShowsErrorBeside } from './topErrorField';

interface ProfileSelectFieldProps {
  control: Control<ProfileFormValues>;
  field: ProfileField;
  options: readonly string[];
  placeholder: string;
  /** The education status shows its message beside the field even when it is the top one. */
  showError?: boolean;
}

/** A native select: the phone's own picker on small screens, plain to use by keyboard. */
export function ProfileSelectField({
  control,
  field,
  options,
  placeholder,
  showError = false,
}: ProfileSelectFieldProps) {
  return (
    <FormNativeSelect
      control={control}
      name={field}
      label={FIELD_LABELS[field]}
      placeholder={placeholder}
      options={options}
      showErrorText={useShowsErrorBeside(field) || showError}
    />
  );
}
