import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminCourseRow } from '@contract/types';
import { adminPaths } from '@/config/adminPaths';
import { dateTime, rupees } from '../../model/adminFormat';

/** The course list's columns; title links to the course's edit page. */
export const courseColumns: GridColDef<AdminCourseRow>[] = [
  {
    field: 'title',
    headerName: 'Title',
    flex: 2,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={adminPaths.course(row.id)}>
        {row.title}
      </Link>
    ),
  },
  { field: 'slug', headerName: 'Slug', flex: 1, minWidth: 150, sortable: false },
  {
    field: 'price',
    headerName: 'Price',
    width: 100,
    type: 'number',
    valueFormatter: (value: number) => rupees(value),
  },
  {
    field: 'published',
    headerName: 'Status',
    width: 120,
    sortable: false,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={row.published ? 'Published' : 'Draft'}
        color={row.published ? 'success' : 'default'}
      />
    ),
  },
  { field: 'students', headerName: 'Students', width: 100, type: 'number' },
  {
    field: 'updatedAt',
    headerName: 'Updated',
    width: 170,
    valueFormatter: (value: string) => dateTime(value),
  },
];
