import { useNavigate } from 'react-router-dom';
import { adminPaths } from '@/config/adminPaths';
import { useToast } from '@/lib/toast';
import { useCreateCourseMutation } from '../../api/coursesAdminApi';
import { emptyCourse, type CourseFormState } from '../../model/courseFormValues';
import { PageHeading } from '../PageHeading';
import { CourseForm } from './CourseForm';
import { FormProblem } from './FormProblem';

/** A new course: saved as a draft, then its edit page opens (sections, uploads, publish). */
export function NewCourseScreen() {
  const [create, { isLoading, error }] = useCreateCourseMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const submit = async (values: CourseFormState) => {
    const result = await create(values);
    if (!result.data) return;
    toast.account(result.data.message);
    navigate(adminPaths.course(result.data.course.id), { replace: true });
  };
  return (
    <>
      <PageHeading title="New course" />
      <CourseForm
        values={emptyCourse}
        submitLabel="Create draft"
        slugFollowsTitle
        busy={isLoading}
        problem={<FormProblem error={error} />}
        onSubmit={(values) => void submit(values)}
      />
    </>
  );
}
