import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { slugFromTitle } from '@contract/validation/admin';
import type { CourseFormState } from '../../model/courseFormValues';

/**
 * While `follow` is on, the slug is made from the title as it is typed; once someone edits the
 * slug by hand (it no longer is the one made here), it is theirs and stays as they wrote it.
 */
export function useSlugFromTitle(form: UseFormReturn<CourseFormState>, follow: boolean) {
  const title = useWatch({ control: form.control, name: 'title' });
  const made = useRef(form.getValues('slug'));
  const following = useRef(follow);
  useEffect(() => {
    if (!following.current) return;
    if (form.getValues('slug') !== made.current) {
      following.current = false;
      return;
    }
    made.current = slugFromTitle(title ?? '');
    form.setValue('slug', made.current, { shouldDirty: true });
  }, [form, title]);
}
