// How the fakes answer a console list as the server does: search, filter, sort, then one page.

interface ListQuery {
  page: number;
  pageSize: number;
  sort: string;
  q?: string;
}

const compare = (a: unknown, b: unknown): number =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a ?? '').localeCompare(String(b ?? ''));

/** `searchIn` names the fields `q` looks in (case-insensitive, a part of the text). */
export function pageOf<T extends object>(
  rows: T[],
  query: ListQuery,
  searchIn: (keyof T)[],
  keep: (row: T) => boolean = () => true,
): { rows: T[]; total: number } {
  const q = query.q?.trim().toLowerCase();
  const matching = rows.filter(
    (row) =>
      keep(row) && (!q || searchIn.some((field) => String(row[field]).toLowerCase().includes(q))),
  );
  const field = query.sort.replace(/^-/, '') as keyof T;
  const direction = query.sort.startsWith('-') ? -1 : 1;
  const sorted = [...matching].sort((a, b) => direction * compare(a[field], b[field]));
  const start = (query.page - 1) * query.pageSize;
  return { rows: sorted.slice(start, start + query.pageSize), total: matching.length };
}
