import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { PAGE_SIZES, type ListParams } from '../model/listParams';

interface AdminGridProps<R extends GridValidRowModel> {
  label: string;
  rows: R[];
  total: number;
  columns: GridColDef<R>[];
  loading: boolean;
  params: ListParams;
  update: (changes: Record<string, string | number | null>) => void;
  getRowId?: (row: R) => string;
  emptyText: string;
}

const toSortModel = (sort?: string): GridSortModel =>
  sort ? [{ field: sort.replace(/^-/, ''), sort: sort.startsWith('-') ? 'desc' : 'asc' }] : [];

const fromSortModel = ([first]: GridSortModel): string | null =>
  first?.sort ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : null;

/**
 * One page of a console list: the server pages, sorts and filters (the address holds the state);
 * the grid scrolls sideways on a phone.
 */
export function AdminGrid<R extends GridValidRowModel>(props: AdminGridProps<R>) {
  const { label, rows, total, columns, loading, params, update, getRowId, emptyText } = props;
  const pagination: GridPaginationModel = { page: params.page - 1, pageSize: params.pageSize };
  return (
    <Box sx={{ width: '100%', bgcolor: 'background.paper' }}>
      <DataGrid<R>
        aria-label={label}
        label={label}
        autoHeight
        rows={rows}
        rowCount={total}
        columns={columns}
        loading={loading}
        getRowId={getRowId}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        // A page holds at most 100 rows: all of them render (and phones scroll the grid sideways).
        disableVirtualization
        pageSizeOptions={PAGE_SIZES}
        paginationModel={pagination}
        onPaginationModelChange={(model) =>
          update({ page: model.page + 1, pageSize: model.pageSize })
        }
        sortModel={toSortModel(params.sort)}
        onSortModelChange={(model) => update({ sort: fromSortModel(model) })}
        localeText={{ noRowsLabel: emptyText }}
        slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
      />
    </Box>
  );
}
