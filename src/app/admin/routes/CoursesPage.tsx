import { CoursesScreen } from '@/features/admin/components/courses/CoursesScreen';

export default function CoursesPage() {
  return <CoursesScreen />;
}
