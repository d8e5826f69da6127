import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useGetMarkingOverviewQuery } from '../../api/markingApi';
import { MarkingHeading } from '../MarkingHeading';
import { EvaluatorsTable } from './EvaluatorsTable';
import { FailedJobs } from './FailedJobs';
import { OverviewFigures } from './OverviewFigures';

/**
 * /admin/marking/overview, for admins: the queue's size, how long results take, how often two
 * evaluators agree, each evaluator's work, and background jobs that failed or wait.
 */
export function MarkingOverviewScreen() {
  const { data, error, isLoading, refetch } = useGetMarkingOverviewQuery(undefined, {
    pollingInterval: 60_000,
  });
  return (
    <>
      <MarkingHeading
        title="Marking overview"
        subtitle="The queue now; results released and marks compared over the last 30 days."
      />
      {error && <RetryAlert onRetry={() => void refetch()}>{getErrorMessage(error)}</RetryAlert>}
      {isLoading && <Skeleton variant="rounded" height={320} aria-label="Loading the overview" />}
      {data && (
        <>
          <OverviewFigures overview={data} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' },
            }}
          >
            <EvaluatorsTable evaluators={data.evaluators} />
            <FailedJobs jobs={data.jobs} />
          </Box>
        </>
      )}
    </>
  );
}
