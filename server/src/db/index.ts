/** The one database surface the server uses; PGlite and node-postgres both implement it. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * A hot query's name (lower case, letters, digits and _): it is then prepared once per
   * connection and planned once, not on every call. One name, one SQL text.
   */
  name?: string;
}

export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn once what was written through this handle is committed: at once outside a transaction,
   * after COMMIT inside one, never if it rolls back (e.g. to wake a worker that reads the rows).
   */
  afterCommit(fn: () => void): void;
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

/** The afterCommit callbacks of a committed transaction; one that throws does not stop the others. */
export function runCommitted(callbacks: (() => void)[]): void {
  for (const callback of callbacks) {
    try {
      callback();
    } catch (error) {
      console.error('afterCommit callback failed:', error);
    }
  }
}
