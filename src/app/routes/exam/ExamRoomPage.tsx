import Box from '@mui/material/Box';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { examPaths } from '@/config/examPaths';
import { ExamRoom } from '@/features/exam/room/ExamRoom';
import { getErrorMessage } from '@/store/api/errorMessage';
import { usePageTitle } from '@/lib/usePageTitle';
import { EXAM_PAGE_TITLES } from '@contract/examPageTitles';
import NotFoundPage from '../NotFoundPage';
import { useEntitlementBriefing } from './useEntitlementBriefing';

/** /exam/:entitlementId/room: the room of the bought test's attempt (not started: the briefing). */
export default function ExamRoomPage() {
  usePageTitle(EXAM_PAGE_TITLES.examRoom);
  const { entitlementId, data, error, isLoading, missing, refetch } = useEntitlementBriefing();
  if (missing) return <NotFoundPage />;
  if (isLoading) return <PageSpinner label="Opening your test" />;
  if (error || !data)
    return (
      <Box component="main" sx={{ p: 3 }}>
        <RetryAlert onRetry={() => void refetch()}>{getErrorMessage(error)}</RetryAlert>
      </Box>
    );
  if (!data.attemptId) return <Navigate to={examPaths.examBriefing(entitlementId)} replace />;
  return <ExamRoom attemptId={data.attemptId} entitlementId={entitlementId} />;
}
