import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ExamResult } from '@contract/examTypes';
import { formatLongDate } from '@contract/longDate';
import { useNow } from '@/lib/useNow';
import { RemarkForm } from './RemarkForm';
import { RemarkHistory } from './RemarkHistory';

/**
 * Re-marks: what was asked and what came of it, and, within the window, the form to ask for one
 * (the skills an evaluator marked that were not re-marked before, and a reason).
 */
export function RemarkSection({ result }: { result: ExamResult }) {
  const now = useNow(60_000);
  const expert = result.skills.filter((skill) => skill.marking === 'expert');
  if (expert.length === 0) return null;
  const open = result.remarkUntil !== null && Date.parse(result.remarkUntil) > now;
  const waiting = result.remarks.some((remark) => remark.status === 'waiting');
  const remarked = new Set(result.remarks.flatMap((remark) => remark.skills));
  const choices = expert.filter((skill) => !remarked.has(skill.skill));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="remark-heading"
      sx={{ p: { xs: 2, md: 3 }, mb: 4 }}
    >
      <Typography id="remark-heading" variant="h2" sx={{ fontSize: '1.4rem' }}>
        Ask for a re-mark
      </Typography>
      <Typography sx={{ mt: 1, mb: 2 }}>
        If you think your writing or speaking deserves a different band, a senior evaluator who has
        not seen your work will mark it again, without the earlier marks. The band may go up or
        down. Each skill can be re-marked once.
      </Typography>
      <RemarkHistory result={result} />
      {!open ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {result.remarkUntil
            ? `Re-marks could be asked for until ${formatLongDate(result.remarkUntil)}.`
            : 'Re-marks can be asked for once your results are final.'}
        </Typography>
      ) : waiting ? (
        <Alert severity="info">Your re-mark is under way. We will mail you the outcome.</Alert>
      ) : choices.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>Every skill has been re-marked.</Typography>
      ) : (
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            You can ask until {formatLongDate(result.remarkUntil!)}.
          </Typography>
          <RemarkForm attemptId={result.attemptId} skills={choices} />
        </Box>
      )}
    </Paper>
  );
}
