import { useMemo } from 'react';
import type { AdminCourse } from '@contract/types';
import { useToast } from '@/lib/toast';
import { useUpdateCourseMutation } from '../../api/coursesAdminApi';
import { fromCourse, type CourseFormState } from '../../model/courseFormValues';
import { CourseForm } from './CourseForm';
import { FormProblem } from './FormProblem';

interface CourseDetailsFormProps {
  course: AdminCourse;
  /** Fetches the course again (after a 409, to see the other person's changes). */
  onReload: () => void;
}

/** The course's fields, saved with the version they were read at (409 when it is stale). */
export function CourseDetailsForm({ course, onReload }: CourseDetailsFormProps) {
  const [update, { isLoading, error, reset }] = useUpdateCourseMutation();
  const toast = useToast();
  const values = useMemo(() => fromCourse(course), [course]);
  const save = async (form: CourseFormState) => {
    const result = await update({ id: course.id, ...form, version: course.version });
    if (result.data) toast.account(result.data.message);
  };
  const reload = () => {
    reset();
    onReload();
  };
  return (
    <CourseForm
      values={values}
      submitLabel="Save course"
      busy={isLoading}
      problem={<FormProblem error={error} onReload={reload} />}
      onSubmit={(form) => void save(form)}
    />
  );
}
