import Box from '@mui/material/Box';
import { useMemo } from 'react';
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
  /** Rows matching in all; undefined until the first answer (the grid then keeps the page asked for). */
  total: number | undefined;
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
  const { page, pageSize, sort } = params;
  // Stable models: a new sort model each render reads as a sort change, which resets the page.
  const pagination = useMemo<GridPaginationModel>(
    () => ({ page: page - 1, pageSize }),
    [page, pageSize],
  );
  const sortModel = useMemo(() => toSortModel(sort), [sort]);
  return (
    <Box sx={{ width: '100%', bgcolor: 'background.paper' }}>
      <DataGrid<R>
        aria-label={label}
        label={label}
        autoHeight
        rows={rows}
        rowCount={total ?? -1}
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
        onPaginationModelChange={(model) => {
          if (model.page !== pagination.page || model.pageSize !== pagination.pageSize)
            update({ page: model.page + 1, pageSize: model.pageSize });
        }}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const next = fromSortModel(model);
          if (next !== (sort ?? null)) update({ sort: next });
        }}
        localeText={{ noRowsLabel: emptyText }}
        slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
      />
    </Box>
  );
}
