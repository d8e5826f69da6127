import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';

const today = () => new Date().toISOString().slice(0, 10);

/** A native date picker ('YYYY-MM-DD'), which phones render with their own control. */
export function DateOfBirthField<V extends FieldValues>({
  control,
  name,
}: {
  control: Control<V>;
  name: FieldPath<V>;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label="Date of Birth"
      type="date"
      autoComplete="bday"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today(), min: '1900-01-01' } }}
    />
  );
}
