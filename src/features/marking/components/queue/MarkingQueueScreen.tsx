import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { QueueQuery } from '@contract/examTypes';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { adminPaths } from '@/config/adminPaths';
import { getErrorMessage } from '@/store/api/errorMessage';
import { useClaimTaskMutation, useGetMarkingQueueQuery } from '../../api/markingApi';
import { MarkingHeading } from '../MarkingHeading';
import { QueueCounts } from './QueueCounts';
import { QueueTable } from './QueueTable';

type View = QueueQuery['view'];

const VIEWS: { view: View; label: string; caption: string; empty: string }[] = [
  {
    view: 'waiting',
    label: 'Waiting',
    caption: 'Responses waiting to be marked, oldest first',
    empty: 'Nothing is waiting for you to mark. Well done.',
  },
  {
    view: 'mine',
    label: 'Mine',
    caption: 'Responses you are marking',
    empty: 'You hold no responses. Claim one from Waiting.',
  },
  {
    view: 'all',
    label: 'All',
    caption: 'Every response waiting, including those others hold',
    empty: 'No responses are waiting.',
  },
];

const PAGE_SIZE = 25;

/**
 * /admin/marking: the writing and speaking responses waiting for a mark, oldest first and blind
 * (candidate numbers), with their age and due time. Claim locks one to you and opens it; a
 * response someone else holds says who, and until when.
 */
export function MarkingQueueScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const view = (VIEWS.find((entry) => entry.view === params.get('view')) ?? VIEWS[0]!).view;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const current = VIEWS.find((entry) => entry.view === view)!;
  const { data, error, isLoading, isFetching, refetch } = useGetMarkingQueueQuery(
    { view, page, pageSize: PAGE_SIZE },
    { pollingInterval: 60_000, refetchOnFocus: true },
  );
  const [claimTask] = useClaimTaskMutation();
  const [claiming, setClaiming] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const claim = async (taskId: string) => {
    setClaiming(taskId);
    setRefusal(null);
    const result = await claimTask(taskId);
    setClaiming(null);
    if ('error' in result) setRefusal(getErrorMessage(result.error));
    else navigate(adminPaths.markingTask(taskId));
  };

  const show = (next: View, nextPage = 1) => {
    const search = new URLSearchParams();
    if (next !== 'waiting') search.set('view', next);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  return (
    <>
      <MarkingHeading
        title="Marking"
        subtitle="Writing and speaking waiting for an expert's mark, oldest first. Candidates are shown by number only."
        actions={
          <Button variant="outlined" onClick={() => void refetch()} loading={isFetching}>
            Refresh
          </Button>
        }
      />
      {data && <QueueCounts counts={data.counts} />}
      <Tabs
        value={view}
        onChange={(_, next: View) => show(next)}
        aria-label="Which responses"
        sx={{ mb: 2 }}
      >
        {VIEWS.map((entry) => (
          <Tab key={entry.view} value={entry.view} label={entry.label} />
        ))}
      </Tabs>
      {refusal && (
        <Alert severity="warning" role="alert" onClose={() => setRefusal(null)} sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      {error && <RetryAlert onRetry={() => void refetch()}>{getErrorMessage(error)}</RetryAlert>}
      {isLoading && <Skeleton variant="rounded" height={240} aria-label="Loading the queue" />}
      {data && data.rows.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 4 }}>{current.empty}</Typography>
      )}
      {data && data.rows.length > 0 && (
        <>
          <QueueTable
            rows={data.rows}
            caption={current.caption}
            claiming={claiming}
            onClaim={(id) => void claim(id)}
          />
          {data.total > PAGE_SIZE && (
            <TablePagination
              component="div"
              count={data.total}
              page={page - 1}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_, next) => show(view, next + 1)}
            />
          )}
        </>
      )}
    </>
  );
}
