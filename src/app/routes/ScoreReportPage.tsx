import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router-dom';
import { ACADEMY_NAME } from '@contract/constants';
import { NotFoundNotice } from '@/components/feedback/NotFoundNotice';
import { useGetVerifiedReportQuery } from '@/features/results/api/resultsApi';
import { VerifiedReportView } from '@/features/results/components/VerifiedReportView';
import { usePageTitle } from '@/lib/usePageTitle';
import { getErrorMessage, getErrorStatus } from '@/store/api/errorMessage';

/** /results/:reportId — anyone given a score report's number confirms it here. */
export default function ScoreReportPage() {
  const { reportId = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetVerifiedReportQuery(reportId);
  const report = data?.report;
  const notFound = getErrorStatus(error) === 404;
  usePageTitle(
    report
      ? `Score report ${report.reportId} | ${ACADEMY_NAME}`
      : notFound
        ? `Score report not found | ${ACADEMY_NAME}`
        : undefined,
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      {report ? (
        <VerifiedReportView report={report} />
      ) : isLoading ? (
        <Skeleton
          variant="rectangular"
          aria-busy="true"
          aria-label="Loading the score report"
          sx={{ height: 420, borderRadius: 2 }}
        />
      ) : notFound ? (
        <NotFoundNotice what="score report" message={getErrorMessage(error)} />
      ) : (
        <NotFoundNotice
          what="score report"
          message={getErrorMessage(error)}
          onRetry={() => void refetch()}
        />
      )}
    </Container>
  );
}
