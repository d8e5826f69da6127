import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormDateField } from '@/components/forms/FormDateField';

/** The date of birth, typed as DD-MM-YYYY or chosen from a calendar. */
export function DateOfBirthField<V extends FieldValues>({
  control,
  name,
}: {
  control: Control<V>;
  name: FieldPath<V>;
}) {
  return <FormDateField control={control} name={name} label="Date of Birth" autoComplete="bday" />;
}
