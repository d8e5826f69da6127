import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { CATEGORIES, LANGUAGES, LEVELS } from '@contract/taxonomy';
import { useGetInstructorsQuery } from '../../api/coursesAdminApi';
import type { CourseFormState } from '../../model/courseFormValues';
import { FormSelectField } from '../FormSelectField';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const LEVEL_OPTIONS = LEVELS.map((level) => ({
  value: level,
  label: level[0]!.toUpperCase() + level.slice(1),
}));

/** Level, language, category and instructor of the course form. */
export function CourseSelectFields({ control }: { control: Control<CourseFormState> }) {
  const { data } = useGetInstructorsQuery();
  const instructors = [
    { value: '', label: 'None' },
    ...(data?.rows ?? []).map((row) => ({ value: row.id, label: row.name })),
  ];
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <FormSelectField
        control={control}
        name="level"
        label="Level"
        options={LEVEL_OPTIONS}
        fullWidth
      />
      <FormSelectField
        control={control}
        name="language"
        label="Language"
        options={asOptions(LANGUAGES)}
        fullWidth
      />
      <FormSelectField
        control={control}
        name="category"
        label="Category"
        options={[{ value: '', label: 'None' }, ...asOptions(CATEGORIES)]}
        fullWidth
      />
      <FormSelectField
        control={control}
        name="instructorId"
        label="Instructor"
        options={instructors}
        emptyValue={null}
        fullWidth
      />
    </Stack>
  );
}
