/** The one database surface the server uses; PGlite and node-postgres both implement it. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction; inside it, use only the handle it is given. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` on every NOTIFY on `channel` (from any process on the database); answers how
   * to stop. On PostgreSQL a dedicated connection listens and reconnects when it is lost.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  readonly kind: 'pglite' | 'postgres';
}

/** PostgreSQL's error code for a unique violation, the same on both drivers. */
export const UNIQUE_VIOLATION = '23505';

export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === UNIQUE_VIOLATION;
