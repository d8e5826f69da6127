import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SKILL_NAMES } from '@contract/exams/catalogue';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { adminPaths } from '@/config/adminPaths';
import { formatIndiaShort } from '@/lib/indiaTime';
import { useNow } from '@/lib/useNow';
import { usePageTitle } from '@/lib/usePageTitle';
import { getErrorMessage, getErrorStatus } from '@/store/api/errorMessage';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useGetMarkingTaskQuery } from '../../api/markingApi';
import { selectSheetState, sheetClosed, sheetOpened } from '../../model/markingSheetSlice';
import { ageText, KIND_HINTS, KIND_LABELS } from '../../model/queueText';
import { sheetFor } from '../../model/sheetRules';
import { saveSheetDraft } from '../../model/sheetThunks';
import { MarkingHeading } from '../MarkingHeading';
import { RubricPanel } from '../rubric/RubricPanel';
import { ClaimPrompt } from './ClaimPrompt';
import { ClaimStatus } from './ClaimStatus';
import { EarlierMarks } from './EarlierMarks';
import { ResponsesColumn } from './ResponsesColumn';
import { SaveStatus } from './SaveStatus';
import { SignalsPanel } from './SignalsPanel';
import { TaskActions } from './TaskActions';
import { useDraftAutosave } from './useDraftAutosave';

/**
 * /admin/marking/:taskId: a response to mark, blind, beside its rubric. The sheet is the store's
 * (markingSheet), kept as a draft on the server while the evaluator types (which renews the
 * claim); Submit sends it once every criterion has a mark.
 */
export function MarkingTaskScreen({ taskId }: { taskId: string }) {
  const dispatch = useAppDispatch();
  const { data, error, isLoading, refetch } = useGetMarkingTaskQuery(taskId);
  const sheetState = useAppSelector(selectSheetState);
  const [problems, setProblems] = useState<string[]>([]);
  const now = useNow(60_000);
  const problemsBox = useRef<HTMLDivElement>(null);
  const task = data?.task;
  const mine = Boolean(task?.claim?.mine) && !sheetState.claimLost;
  usePageTitle(
    task ? `${SKILL_NAMES[task.skill]} of ${task.candidateNumber} | Marking` : undefined,
  );
  useDraftAutosave(taskId, mine);

  useEffect(() => {
    if (task)
      dispatch(
        sheetOpened({ taskId, sheet: sheetFor(task), savedAt: task.draft?.savedAt ?? null }),
      );
  }, [task, taskId, dispatch]);
  useEffect(
    () => () => {
      void dispatch(saveSheetDraft());
      dispatch(sheetClosed());
    },
    [taskId, dispatch],
  );
  useEffect(() => {
    if (problems.length > 0) problemsBox.current?.focus();
  }, [problems]);

  if (isLoading)
    return <Skeleton variant="rounded" height={480} aria-label="Loading the response" />;
  if (!task)
    return (
      <>
        {getErrorStatus(error) === 404 || getErrorStatus(error) === 403 ? (
          <Alert severity="warning">{getErrorMessage(error)}</Alert>
        ) : (
          <RetryAlert onRetry={() => void refetch()}>{getErrorMessage(error)}</RetryAlert>
        )}
        <Button component={RouterLink} to={adminPaths.marking} sx={{ mt: 2 }}>
          Back to the queue
        </Button>
      </>
    );

  const ready = sheetState.taskId === taskId;
  return (
    <>
      <MarkingHeading
        title={`${SKILL_NAMES[task.skill]} · ${task.candidateNumber}`}
        subtitle={
          <>
            {task.testName} · {KIND_LABELS[task.kind]} · handed in {ageText(task.submittedAt)} ago ·
            due {formatIndiaShort(task.dueAt)}
            {Date.parse(task.dueAt) < now && <strong> (overdue)</strong>}
          </>
        }
        actions={mine && ready ? <TaskActions task={task} onProblems={setProblems} /> : undefined}
      />
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}
      >
        <ClaimStatus claim={sheetState.claimLost ? null : task.claim} />
        {mine && <SaveStatus />}
        <Button component={RouterLink} to={adminPaths.marking} size="small">
          Back to the queue
        </Button>
      </Stack>
      <Alert severity="info" sx={{ mb: 2 }}>
        {KIND_HINTS[task.kind]}
      </Alert>
      {sheetState.claimLost && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {sheetState.saveError} Your changes since the last save are on this screen only.
        </Alert>
      )}
      {!mine && <ClaimPrompt task={task} />}
      {problems.length > 0 && (
        <Alert
          severity="error"
          ref={problemsBox}
          tabIndex={-1}
          sx={{ mb: 2 }}
          onClose={() => setProblems([])}
        >
          Every criterion needs a mark before the mark can be sent:
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </Alert>
      )}
      {task.kind === 'moderation' && (
        <Box sx={{ mb: 2 }}>
          <EarlierMarks task={task} />
        </Box>
      )}
      {ready && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(360px, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Box>
            <ResponsesColumn task={task} editable={mine} />
            <SignalsPanel task={task} />
          </Box>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
            <RubricPanel task={task} editable={mine} showMissing={problems.length > 0} />
          </Box>
        </Box>
      )}
    </>
  );
}
