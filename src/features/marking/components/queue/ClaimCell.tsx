import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { QueueItem } from '@contract/examTypes';
import { SKILL_NAMES } from '@contract/exams/catalogue';
import { adminPaths } from '@/config/adminPaths';
import { formatIndiaClock } from '@/lib/indiaTime';

/** "Being marked by Priya Nair until 14:35": a claim as the queue shows it. */
export const heldText = (name: string, until: string) =>
  `Being marked by ${name} until ${formatIndiaClock(until)}`;

/** A row's task in words, for its buttons: "Writing of VA-2611-0042". */
const rowName = (row: QueueItem) => `${SKILL_NAMES[row.skill]} of ${row.candidateNumber}`;

/**
 * Who holds the task, and what this evaluator can do: claim it, go back to their own, or nothing
 * (someone else holds it, or the rules keep them off it).
 */
export function ClaimCell({
  row,
  busy,
  onClaim,
}: {
  row: QueueItem;
  busy: boolean;
  onClaim: (taskId: string) => void;
}) {
  const claim = row.claim;
  if (claim?.mine)
    return (
      <>
        <Button
          component={RouterLink}
          to={adminPaths.markingTask(row.taskId)}
          variant="outlined"
          size="small"
          aria-label={`Continue marking ${rowName(row)}`}
        >
          Continue
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Yours until {formatIndiaClock(claim.until)}
        </Typography>
      </>
    );
  if (claim)
    return <Typography variant="body2">{heldText(claim.evaluatorName, claim.until)}</Typography>;
  if (!row.canClaim)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Not yours to mark
      </Typography>
    );
  return (
    <Button
      variant="contained"
      size="small"
      loading={busy}
      onClick={() => onClaim(row.taskId)}
      aria-label={`Claim ${rowName(row)}`}
    >
      Claim
    </Button>
  );
}
