import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminReview } from '@contract/types';
import { dateOnly } from '../../model/adminFormat';
import { ReviewAction } from './ReviewAction';

/** The review list's columns, with Hide/Restore on each row. */
export const reviewColumns: GridColDef<AdminReview>[] = [
  { field: 'courseTitle', headerName: 'Course', flex: 1, minWidth: 160, sortable: false },
  {
    field: 'rating',
    headerName: 'Rating',
    width: 90,
    valueFormatter: (value: number) => `${value} ★`,
  },
  { field: 'text', headerName: 'Review', flex: 2, minWidth: 240, sortable: false },
  { field: 'authorName', headerName: 'Author', width: 150, sortable: false },
  {
    field: 'hiddenAt',
    headerName: 'Shown',
    width: 100,
    sortable: false,
    renderCell: ({ row }) =>
      row.hiddenAt ? (
        <Chip size="small" label="Hidden" color="warning" />
      ) : (
        <Chip size="small" label="Shown" />
      ),
  },
  {
    field: 'updatedAt',
    headerName: 'Updated',
    width: 130,
    valueFormatter: (value: string) => dateOnly(value),
  },
  {
    field: 'actions',
    headerName: 'Action',
    width: 110,
    sortable: false,
    renderCell: ({ row }) => <ReviewAction review={row} />,
  },
];
