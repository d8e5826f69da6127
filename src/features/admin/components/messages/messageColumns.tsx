import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import type { ContactMessageRow } from '@contract/types';
import { adminPaths } from '@/config/adminPaths';
import { dateTime } from '../../model/adminFormat';
import { MessageStatusChip } from './MessageStatusChip';

/** The message list's columns; the subject opens the message. */
export const messageColumns: GridColDef<ContactMessageRow>[] = [
  {
    field: 'subject',
    headerName: 'Subject',
    flex: 2,
    minWidth: 200,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={adminPaths.message(row.id)}>
        {row.subject || '(no subject)'}
      </Link>
    ),
  },
  { field: 'name', headerName: 'From', flex: 1, minWidth: 140, sortable: false },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 180, sortable: false },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    sortable: false,
    renderCell: ({ row }) => <MessageStatusChip status={row.status} />,
  },
  {
    field: 'createdAt',
    headerName: 'Received',
    width: 170,
    valueFormatter: (value: string) => dateTime(value),
  },
];
