import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminAttempt } from '@contract/examTypes';
import { dateTime } from '../../model/adminFormat';

const STATUS_LABELS: Record<string, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  submitted: 'Submitted',
  awaiting_evaluation: 'Awaiting evaluation',
  results_ready: 'Results ready',
  expired: 'Expired',
  refunded: 'Refunded',
};

/** Bought tests and their attempts; bought and started sort. */
export const attemptColumns = (
  grantExtraTime: (attempt: AdminAttempt) => void,
): GridColDef<AdminAttempt>[] => [
  { field: 'learnerName', headerName: 'Learner', flex: 1, minWidth: 130, sortable: false },
  { field: 'learnerEmail', headerName: 'Email', flex: 1, minWidth: 170, sortable: false },
  { field: 'testName', headerName: 'Test', flex: 1, minWidth: 170, sortable: false },
  { field: 'candidateNumber', headerName: 'Candidate', width: 130, sortable: false },
  {
    field: 'status',
    headerName: 'Status',
    width: 140,
    sortable: false,
    valueFormatter: (value: string) => STATUS_LABELS[value] ?? value,
  },
  {
    field: 'purchasedAt',
    headerName: 'Bought',
    width: 160,
    valueFormatter: (value: string) => dateTime(value),
  },
  {
    field: 'startedAt',
    headerName: 'Started',
    width: 160,
    valueFormatter: (value: string | null) => dateTime(value),
  },
  {
    field: 'extraTimePercent',
    headerName: 'Extra time',
    width: 100,
    sortable: false,
    valueFormatter: (value: number) => (value ? `${value} %` : 'None'),
  },
  {
    field: 'actions',
    headerName: '',
    width: 170,
    sortable: false,
    renderCell: ({ row }) => (
      <Button
        size="small"
        onClick={() => grantExtraTime(row)}
        aria-label={`Grant extra time to ${row.learnerName} on ${row.testName}`}
      >
        Grant extra time
      </Button>
    ),
  },
];
