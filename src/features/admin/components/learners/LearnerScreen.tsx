import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useGetLearnerQuery } from '../../api/learnersAdminApi';
import { LoadError } from '../LoadError';
import { PageHeading } from '../PageHeading';
import { LearnerCourses } from './LearnerCourses';
import { LearnerOrders } from './LearnerOrders';
import { LearnerProfileCard } from './LearnerProfileCard';

/** One account: profile and actions, orders, courses. */
export function LearnerScreen({ userId }: { userId: string }) {
  const { data, error, isLoading, refetch } = useGetLearnerQuery(userId);
  if (isLoading)
    return <Skeleton variant="rounded" height={320} aria-label="Loading the learner" />;
  if (!data) return <LoadError error={error} onRetry={refetch} />;
  return (
    <Stack spacing={2}>
      <PageHeading title={data.learner.name} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <LearnerProfileCard learner={data.learner} />
        <LearnerCourses courses={data.courses} />
      </Box>
      <LearnerOrders orders={data.orders} />
    </Stack>
  );
}
