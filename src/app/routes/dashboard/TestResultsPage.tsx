import { useParams } from 'react-router-dom';
import { ResultsScreen } from '@/features/results/components/ResultsScreen';

/** /user-dash/mytests/:attemptId/results: a learner's results for one attempt. */
export default function TestResultsPage() {
  const { attemptId = '' } = useParams();
  return <ResultsScreen key={attemptId} attemptId={attemptId} />;
}
