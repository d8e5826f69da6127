import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/usePageTitle';
import { getErrorMessage, getErrorStatus } from '@/store/api/errorMessage';
import { useGetExamResultQuery } from '../api/resultsApi';
import { AnswerReview } from './AnswerReview';
import { AutomaticFeedback } from './AutomaticFeedback';
import { ExpertFeedback } from './ExpertFeedback';
import { NextSteps } from './NextSteps';
import { OverallResult } from './OverallResult';
import { ProvisionalNotice } from './ProvisionalNotice';
import { RemarkSection } from './RemarkSection';
import { ResultsHeader } from './ResultsHeader';
import { ScoreReportPanel } from './ScoreReportPanel';
import { SkillScores } from './SkillScores';

/**
 * A learner's results for one attempt. Provisional while marking: the skills the computer marked
 * at once and the automatic feedback, labelled as such. Final once released: the overall result,
 * every skill, the report, the evaluator's feedback on the annotated responses, every objective
 * question reviewed, what to work on next, and re-marks.
 */
export function ResultsScreen({ attemptId }: { attemptId: string }) {
  const { data, error, isLoading, refetch } = useGetExamResultQuery(attemptId, {
    // While marking goes on, the page catches up when the learner comes back to it.
    refetchOnFocus: true,
  });
  const result = data?.result;
  usePageTitle(result ? `Results: ${result.testName} | Vaani Academy` : undefined);

  if (isLoading)
    return <Skeleton variant="rounded" height={360} aria-label="Loading your results" />;
  if (!result)
    return getErrorStatus(error) === 404 ? (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          We could not find these results
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{getErrorMessage(error)}</Typography>
        <Button component={RouterLink} to={paths.dashboardTests} variant="contained">
          Back to my tests
        </Button>
      </Stack>
    ) : (
      <RetryAlert onRetry={() => void refetch()}>{getErrorMessage(error)}</RetryAlert>
    );

  const final = result.status === 'final';
  return (
    <>
      <Button component={RouterLink} to={paths.dashboardTests} size="small" sx={{ mb: 1 }}>
        ← My tests
      </Button>
      <ResultsHeader result={result} />
      {!final && <ProvisionalNotice result={result} />}
      <OverallResult result={result} />
      <SkillScores result={result} />
      {!final && <AutomaticFeedback result={result} />}
      {final && (
        <>
          <ScoreReportPanel result={result} />
          <ExpertFeedback result={result} />
          <AnswerReview skills={result.skills} />
          <NextSteps recommendations={result.recommendations} />
          <RemarkSection result={result} />
        </>
      )}
    </>
  );
}
