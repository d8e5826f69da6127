import { ADMIN_PAGE_SIZE_DEFAULT } from '@contract/validation/admin';

// A console list's state lives in the address: page (1-based), pageSize, sort ('field' or
// '-field'), q and the list's own filters, so a reload or a shared link shows the same rows.

export const PAGE_SIZES = [10, 20, 50, 100];

export interface ListParams {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
  filters: Record<string, string>;
}

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
};

/** Reads the list's state from the search params; only the named filters are kept. */
export function readListParams(
  search: URLSearchParams,
  filterNames: readonly string[],
): ListParams {
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  const pageSize = positive(search.get('pageSize'), ADMIN_PAGE_SIZE_DEFAULT);
  return {
    page: positive(search.get('page'), 1),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : ADMIN_PAGE_SIZE_DEFAULT,
    sort: search.get('sort') ?? undefined,
    q: search.get('q') ?? undefined,
    filters,
  };
}

/** The API's query: the list's state flattened, empty values left out. */
export function toQuery({ page, pageSize, sort, q, filters }: ListParams) {
  return { page, pageSize, ...(sort && { sort }), ...(q && { q }), ...filters };
}

/** New search params with these values; null or '' removes one. A change of filter goes to page 1. */
export function withParams(
  search: URLSearchParams,
  changes: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
