import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { validateCourseForm } from '@contract/validation/admin';
import { FormTextField } from '@/components/forms/FormTextField';
import { validationResolver } from '@/lib/validationResolver';
import type { CourseFormState } from '../../model/courseFormValues';
import { RichTextEditor } from '../editor/RichTextEditor';
import { FormNumberField } from '../FormNumberField';
import { CourseSelectFields } from './CourseSelectFields';
import { StringListField } from './StringListField';
import { useSlugFromTitle } from './useSlugFromTitle';

interface CourseFormProps {
  values: CourseFormState;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal (an Alert, with Reload on a conflict), shown above the button. */
  problem?: ReactNode;
  /** A new course: the slug follows the title until it is edited by hand. */
  slugFollowsTitle?: boolean;
  onSubmit: (values: CourseFormState) => void;
}

/** The course's fields, checked with the shared rules (validateCourseForm) before they are sent. */
export function CourseForm({
  values,
  submitLabel,
  busy,
  problem,
  slugFollowsTitle = false,
  onSubmit,
}: CourseFormProps) {
  const form = useForm<CourseFormState>({
    values,
    resolver: validationResolver<CourseFormState>((fields) => validateCourseForm(fields)),
  });
  const { control, handleSubmit } = form;
  useSlugFromTitle(form, slugFollowsTitle);
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="title" label="Title" required />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="slug"
          label="Slug (web address)"
          required
          fullWidth
          helperText={slugFollowsTitle ? 'Made from the title; you can change it.' : undefined}
        />
        <FormNumberField control={control} name="price" label="Price (₹)" required fullWidth />
      </Stack>
      <FormTextField control={control} name="subtitle" label="Subtitle" />
      <CourseSelectFields control={control} />
      <StringListField
        control={control}
        name="outcomes"
        label="What you'll learn"
        itemLabel="Outcome"
      />
      <StringListField
        control={control}
        name="requirements"
        label="Requirements"
        itemLabel="Requirement"
      />
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <RichTextEditor
            label="Description"
            value={field.value}
            onChange={field.onChange}
            helperText="Bold, italic, headings, lists and links are kept; the server removes anything else."
          />
        )}
      />
      {problem}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
