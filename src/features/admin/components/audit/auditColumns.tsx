import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { AuditEntry } from '@contract/types';
import { dateTime } from '../../model/adminFormat';
import { AuditSubjectLink } from './AuditSubjectLink';

/** The audit log's columns: when, who, what, on which record, and its changes. */
export function auditColumns(onShow: (entry: AuditEntry) => void): GridColDef<AuditEntry>[] {
  return [
    {
      field: 'at',
      headerName: 'When',
      width: 170,
      valueFormatter: (value: string) => dateTime(value),
    },
    { field: 'actorEmail', headerName: 'Who', flex: 1, minWidth: 180, sortable: false },
    { field: 'action', headerName: 'What', width: 170, sortable: false },
    { field: 'entity', headerName: 'Record', width: 130, sortable: false },
    {
      field: 'subject',
      headerName: 'Name',
      flex: 1.5,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => <AuditSubjectLink entry={row} />,
    },
    {
      field: 'changes',
      headerName: 'Changes',
      width: 130,
      sortable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={() => onShow(row)}
          aria-label={`Show the changes of ${row.action} at ${dateTime(row.at)}`}
        >
          Show
        </Button>
      ),
    },
  ];
}
