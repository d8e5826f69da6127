import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ListParams } from '../model/listParams';
import { AdminGrid } from './AdminGrid';
import { LoadError } from './LoadError';

/** What a console list query gives back, as RTK Query's hook returns it. */
interface ListResult<R> {
  data?: { rows: R[]; total: number };
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface AdminListProps<R extends GridValidRowModel> {
  result: ListResult<R>;
  label: string;
  columns: GridColDef<R>[];
  params: ListParams;
  update: (changes: Record<string, string | number | null>) => void;
  emptyText: string;
  getRowId?: (row: R) => string;
}

/** A console list's page of rows, or why it could not be loaded with a way to try again. */
export function AdminList<R extends GridValidRowModel>({ result, ...grid }: AdminListProps<R>) {
  const { data, error, isFetching, refetch } = result;
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  return <AdminGrid {...grid} rows={data?.rows ?? []} total={data?.total} loading={isFetching} />;
}
