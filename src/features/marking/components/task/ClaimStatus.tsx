import Chip from '@mui/material/Chip';
import type { Claim } from '@contract/examTypes';
import { formatIndiaClock } from '@/lib/indiaTime';
import { useNow } from '@/lib/useNow';
import { timeLeftText } from '../../model/queueText';
import { heldText } from '../queue/ClaimCell';

/**
 * Who holds the task and for how long: "Yours until 14:35 · 29 min left" (counting down), someone
 * else's, or free; a claim that ran out says so.
 */
export function ClaimStatus({ claim }: { claim: Claim | null }) {
  const now = useNow(1000);
  if (!claim) return <Chip label="Not claimed" variant="outlined" />;
  if (!claim.mine)
    return <Chip label={heldText(claim.evaluatorName, claim.until)} color="warning" />;
  const left = timeLeftText(claim.until, now);
  if (!left) return <Chip label="Your claim has run out: claim it again to go on" color="error" />;
  return (
    <Chip
      label={`Yours until ${formatIndiaClock(claim.until)} · ${left}`}
      color={Date.parse(claim.until) - now < 5 * 60_000 ? 'warning' : 'success'}
      variant="outlined"
    />
  );
}
