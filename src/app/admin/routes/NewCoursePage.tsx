import { NewCourseScreen } from '@/features/admin/components/courses/NewCourseScreen';

export default function NewCoursePage() {
  return <NewCourseScreen />;
}
