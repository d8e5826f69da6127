import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useGetAdminCourseQuery } from '../../api/coursesAdminApi';
import { CurriculumEditor } from '../curriculum/CurriculumEditor';
import { LoadError } from '../LoadError';
import { PageHeading } from '../PageHeading';
import { CourseDetailsForm } from './CourseDetailsForm';
import { PublishChecklist } from './PublishChecklist';
import { PublishControls } from './PublishControls';
import { ThumbnailPanel } from './ThumbnailPanel';

/** One course: publish, its fields, thumbnail, and its sections and lessons. */
export function CourseEditScreen({ courseId }: { courseId: string }) {
  const { data, error, isLoading, refetch } = useGetAdminCourseQuery(courseId);
  if (isLoading) return <Skeleton variant="rounded" height={480} aria-label="Loading the course" />;
  if (!data) return <LoadError error={error} onRetry={refetch} />;
  const { course } = data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeading title={course.title} actions={<PublishControls course={course} />} />
      <PublishChecklist course={course} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={3}>
          <ThumbnailPanel course={course} />
          <Divider />
          <CourseDetailsForm course={course} onReload={() => void refetch()} />
        </Stack>
      </Paper>
      <CurriculumEditor course={course} />
    </Stack>
  );
}
