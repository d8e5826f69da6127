import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExamResult } from '@contract/examTypes';
import { formatLongDate } from '@contract/longDate';

/** The test, its date and candidate number, and whether the results are final. */
export function ResultsHeader({ result }: { result: ExamResult }) {
  const final = result.status === 'final';
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {result.testName}: your results
        </Typography>
        <Chip
          label={final ? 'Final' : 'Provisional'}
          color={final ? 'success' : 'warning'}
          variant={final ? 'filled' : 'outlined'}
        />
      </Stack>
      <Typography sx={{ color: 'text.secondary' }}>
        Taken on {formatLongDate(result.takenAt)} · Candidate number {result.candidateNumber}
      </Typography>
    </Stack>
  );
}
