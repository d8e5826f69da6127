import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { MarkingTask } from '@contract/examTypes';
import { useAppDispatch } from '@/store/hooks';
import { claimSheetTask } from '../../model/sheetThunks';
import { heldText } from '../queue/ClaimCell';

/**
 * A task on screen that is not this evaluator's: read it, and claim it to mark (unless someone
 * else holds it). The refusal (409) says who holds it and until when.
 */
export function ClaimPrompt({ task }: { task: MarkingTask }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const held = task.claim && !task.claim.mine ? task.claim : null;

  const claim = async () => {
    setBusy(true);
    const result = await dispatch(claimSheetTask(task.taskId));
    setBusy(false);
    setRefusal(claimSheetTask.rejected.match(result) ? String(result.payload) : null);
  };

  return (
    <Alert
      severity={held || refusal ? 'warning' : 'info'}
      role={refusal ? 'alert' : undefined}
      sx={{ mb: 2 }}
      action={
        !held && (
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            loading={busy}
            onClick={() => void claim()}
          >
            Claim
          </Button>
        )
      }
    >
      {refusal ??
        (held
          ? `${heldText(held.evaluatorName, held.until)}. You can read it, but not mark it.`
          : 'Claim this response to mark it: it is then yours for 30 minutes, renewed while you work.')}
    </Alert>
  );
}
