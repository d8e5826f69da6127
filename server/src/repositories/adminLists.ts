import type { Queryable } from '../db';

// The staff console's paged lists: one WHERE for the page and its total, a whitelisted ORDER BY.

/** A timestamptz as an ISO 8601 UTC string, as the contract's date-time fields are. */
export const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Collects WHERE conditions and their parameters ($1, $2… in order). */
export class Filters {
  readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  /** Adds a condition; `?` in it stands for the value's placeholder. */
  add(condition: string, ...values: unknown[]): this {
    let sql = condition;
    for (const value of values) {
      this.params.push(value);
      sql = sql.replace('?', `$${this.params.length}`);
    }
    this.conditions.push(sql);
    return this;
  }

  /** The placeholder of one more parameter (LIMIT, OFFSET, a value used twice). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  get where(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/** '-price' → `c.price DESC`; the field must be one of `columns` (the schema's enum guarantees it). */
export function orderBy(sort: string, columns: Record<string, string>, tiebreak: string): string {
  const descending = sort.startsWith('-');
  const column = columns[descending ? sort.slice(1) : sort];
  if (!column) throw new Error(`Unknown sort ${sort}`);
  return `${column} ${descending ? 'DESC NULLS LAST' : 'ASC NULLS FIRST'}, ${tiebreak}`;
}

/** `%q%` for ILIKE, with the pattern characters of q taken literally. */
export const likePattern = (q: string) => `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** Runs `SELECT select FROM from WHERE … ORDER BY … LIMIT/OFFSET` and the matching count. */
export async function pagedRows<T>(
  db: Queryable,
  query: { select: string; from: string; filters: Filters; order: string; page: PageRequest },
): Promise<{ rows: T[]; total: number }> {
  const { filters, page } = query;
  const countParams = [...filters.params];
  const limit = filters.param(page.pageSize);
  const offset = filters.param((page.page - 1) * page.pageSize);
  const [rows, count] = await Promise.all([
    db.query<T>(
      `SELECT ${query.select} FROM ${query.from} ${filters.where}
       ORDER BY ${query.order} LIMIT ${limit} OFFSET ${offset}`,
      filters.params,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${query.from} ${filters.where}`,
      countParams,
    ),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}
