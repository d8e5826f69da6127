import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ExamResult } from '@contract/examTypes';

export const WITH_EVALUATORS =
  'Your writing and speaking are with our evaluators — results within 48 hours';

/**
 * While marking goes on: what is already marked (by the computer, at once) and that the expert
 * parts follow. A test without expert parts never shows it.
 */
export function ProvisionalNotice({ result }: { result: ExamResult }) {
  const waiting = result.skills.some((skill) => skill.marking === 'expert' && skill.score === null);
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      <AlertTitle>{waiting ? WITH_EVALUATORS : 'Your results are being checked'}</AlertTitle>
      The parts marked by the computer are below now. We will mail you when every part is marked and
      your final results, with every answer and your evaluator&apos;s feedback, are ready.
    </Alert>
  );
}
