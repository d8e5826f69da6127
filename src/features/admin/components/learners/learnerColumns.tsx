import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import type { LearnerRow } from '@contract/types';
import { adminPaths } from '@/config/adminPaths';
import { dateOnly } from '../../model/adminFormat';

/** The learner list's columns; the name opens the learner's page. */
export const learnerColumns: GridColDef<LearnerRow>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={adminPaths.learner(row.id)}>
        {row.name}
      </Link>
    ),
  },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'role', headerName: 'Role', width: 100, sortable: false },
  {
    field: 'emailVerified',
    headerName: 'Verified',
    width: 100,
    sortable: false,
    valueFormatter: (value: boolean) => (value ? 'Yes' : 'No'),
  },
  {
    field: 'disabledAt',
    headerName: 'Status',
    width: 110,
    sortable: false,
    renderCell: ({ row }) =>
      row.seeded ? (
        <Chip size="small" label="Seeded" variant="outlined" />
      ) : row.disabledAt ? (
        <Chip size="small" label="Disabled" color="error" />
      ) : (
        <Chip size="small" label="Active" />
      ),
  },
  { field: 'courseCount', headerName: 'Courses', width: 90, type: 'number', sortable: false },
  {
    field: 'createdAt',
    headerName: 'Joined',
    width: 130,
    valueFormatter: (value: string) => dateOnly(value),
  },
];
