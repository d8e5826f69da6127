import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { QueueResponse } from '@contract/examTypes';

/** The queue at a glance: waiting, overdue, decisions waiting, this evaluator's claims. */
export function QueueCounts({ counts }: { counts: QueueResponse['counts'] }) {
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label="The queue at a glance"
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, gap: 1, flexWrap: 'wrap' }}
    >
      <li>
        <Chip label={`${counts.waiting} waiting`} variant="outlined" />
      </li>
      <li>
        <Chip
          label={`${counts.overdue} overdue`}
          color={counts.overdue > 0 ? 'error' : 'default'}
          variant={counts.overdue > 0 ? 'filled' : 'outlined'}
        />
      </li>
      <li>
        <Chip
          label={`${counts.moderation} ${counts.moderation === 1 ? 'decision' : 'decisions'}`}
          variant="outlined"
        />
      </li>
      <li>
        <Chip label={`${counts.mine} claimed by you`} color="primary" variant="outlined" />
      </li>
    </Stack>
  );
}
