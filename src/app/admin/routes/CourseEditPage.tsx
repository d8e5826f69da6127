import { useParams } from 'react-router-dom';
import { CourseEditScreen } from '@/features/admin/components/courses/CourseEditScreen';

export default function CourseEditPage() {
  const { courseId = '' } = useParams();
  return <CourseEditScreen key={courseId} courseId={courseId} />;
}
