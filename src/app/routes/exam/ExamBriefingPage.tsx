import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { Logo } from '@/components/layout/Logo';
import { examPaths } from '@/config/examPaths';
import { paths } from '@/config/paths';
import { BriefingView } from '@/features/exam/briefing/BriefingView';
import { getErrorMessage } from '@/store/api/errorMessage';
import { usePageTitle } from '@/lib/usePageTitle';
import { EXAM_PAGE_TITLES } from '@contract/examPageTitles';
import NotFoundPage from '../NotFoundPage';
import { useEntitlementBriefing } from './useEntitlementBriefing';

/** /exam/:entitlementId: the briefing and checks; an attempt already started goes to the room. */
export default function ExamBriefingPage() {
  usePageTitle(EXAM_PAGE_TITLES.examBriefing);
  const navigate = useNavigate();
  const { entitlementId, data, error, isLoading, missing, refetch } = useEntitlementBriefing();
  if (missing) return <NotFoundPage />;
  let body;
  if (isLoading) body = <PageSpinner label="Loading your test" />;
  else if (error || !data)
    body = <RetryAlert onRetry={() => void refetch()}>{getErrorMessage(error)}</RetryAlert>;
  else if (data.attemptId) return <Navigate to={examPaths.examRoom(entitlementId)} replace />;
  else
    body = (
      <BriefingView
        briefing={data}
        onStarted={() => void navigate(examPaths.examRoom(entitlementId), { replace: true })}
      />
    );
  return (
    <>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, md: 4 },
          py: 1.5,
          bgcolor: 'background.paper',
          boxShadow: 1,
        }}
      >
        <Logo />
        <Button component={RouterLink} to={paths.dashboardTests}>
          My tests
        </Button>
      </Box>
      <Container component="main" id="exam-main" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {body}
      </Container>
    </>
  );
}
