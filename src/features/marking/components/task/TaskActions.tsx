import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MarkingTask } from '@contract/examTypes';
import { SKILL_NAMES } from '@contract/exams/catalogue';
import { markDone } from '@contract/messages/marking';
import { TitledDialog } from '@/components/dialogs/TitledDialog';
import { adminPaths } from '@/config/adminPaths';
import { useToast } from '@/lib/toast';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useReleaseTaskMutation } from '../../api/markingApi';
import { selectSheet } from '../../model/markingSheetSlice';
import { sheetProblems, sheetScore } from '../../model/sheetRules';
import { saveSheetDraft, submitSheet } from '../../model/sheetThunks';

interface TaskActionsProps {
  task: MarkingTask;
  /** Called with the criteria still unmarked when Submit is refused, to show them. */
  onProblems: (problems: string[]) => void;
}

/**
 * Release (the task goes back to the queue; the draft is kept) and Submit (every criterion must
 * have a mark; asked once more with the score, since a mark cannot be changed once sent).
 */
export function TaskActions({ task, onProblems }: TaskActionsProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const sheet = useAppSelector(selectSheet);
  const [release, releasing] = useReleaseTaskMutation();
  const [confirming, setConfirming] = useState<'submit' | 'release' | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const score = sheetScore(task, sheet);
  const scoreText =
    score === null ? '' : task.scheme === 'ielts' ? score.toFixed(1) : String(score);

  const askSubmit = () => {
    const problems = sheetProblems(task, sheet);
    onProblems(problems);
    if (problems.length === 0) {
      setProblem(null);
      setConfirming('submit');
    }
  };

  const submit = async () => {
    setBusy(true);
    const outcome = await dispatch(submitSheet(task)).unwrap();
    setBusy(false);
    if (!outcome.ok) {
      if ('problems' in outcome) {
        setConfirming(null);
        onProblems(outcome.problems);
      } else setProblem(outcome.message);
      return;
    }
    setConfirming(null);
    toast.account(markDone(outcome.result.next));
    navigate(adminPaths.marking);
  };

  const giveBack = async () => {
    await dispatch(saveSheetDraft());
    const result = await release(task.taskId);
    if ('error' in result) return setProblem(getErrorMessage(result.error));
    setConfirming(null);
    toast.account(result.data.message);
    navigate(adminPaths.marking);
  };

  return (
    <>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => setConfirming('release')}>
          Release
        </Button>
        <Button variant="contained" onClick={askSubmit}>
          Submit mark
        </Button>
      </Stack>
      <TitledDialog
        open={confirming === 'submit'}
        title="Submit this mark?"
        onClose={() => setConfirming(null)}
        actions={
          <DialogActions>
            <Button onClick={() => setConfirming(null)}>Keep marking</Button>
            <Button variant="contained" loading={busy} onClick={() => void submit()}>
              Submit {scoreText}
            </Button>
          </DialogActions>
        }
      >
        <Typography>
          {SKILL_NAMES[task.skill]} of {task.candidateNumber}: <strong>{scoreText}</strong>.
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Once sent, a mark cannot be changed. The quality rules may ask another evaluator to mark
          this response too.
        </Typography>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </TitledDialog>
      <TitledDialog
        open={confirming === 'release'}
        title="Give this response back?"
        onClose={() => setConfirming(null)}
        actions={
          <DialogActions>
            <Button onClick={() => setConfirming(null)}>Keep it</Button>
            <Button
              variant="contained"
              loading={releasing.isLoading}
              onClick={() => void giveBack()}
            >
              Release
            </Button>
          </DialogActions>
        }
      >
        <Typography>
          It goes back to the queue for any evaluator. Your draft is kept: if you claim it again,
          you find your marks as you left them.
        </Typography>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </TitledDialog>
    </>
  );
}
