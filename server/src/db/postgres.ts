import pg from 'pg';
import { runCommitted, type Db, type Queryable } from './index';

/** `committed` collects a transaction's afterCommit callbacks; without it they run at once. */
function wrap(client: pg.Pool | pg.PoolClient, committed?: (() => void)[]): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    afterCommit(fn) {
      if (committed) committed.push(fn);
      else runCommitted([fn]);
    },
  };
}

/** A real PostgreSQL server through a node-postgres pool. */
export function openPostgres(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      const committed: (() => void)[] = [];
      let result;
      try {
        await client.query('BEGIN');
        result = await fn(wrap(client, committed));
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      runCommitted(committed);
      return result;
    },
    close: () => pool.end(),
  };
}
